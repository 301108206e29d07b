import type { FastifyInstance } from "fastify";
import { publicApi } from "../../shared/api/public.js";
import { DATABASE_AWAY_MESSAGE, POOL_EXHAUSTED_MESSAGE } from "../../shared/health.js";
import type { AppContext } from "../context.js";
import { routeFromContract } from "../contract-route.js";

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  routeFromContract(app, publicApi.health, async (_input, request, reply) => {
    const spool_depth = ctx.messaging.spoolDepth;
    const database = await ctx.services.health.checkDatabase();
    const pool = database.pool;
    if (database.state === "ok") return { status: "ok" as const, spool_depth, pool };
    const exhausted = database.state === "pool exhausted";
    request.log.warn(
      { err: database.error, pool },
      exhausted ? "health check: no free database connection" : "health check: database unreachable",
    );
    const message = exhausted ? POOL_EXHAUSTED_MESSAGE : DATABASE_AWAY_MESSAGE;
    if (ctx.messaging.spools) return { status: "degraded" as const, spool_depth, message, pool };
    return reply.status(503).send({ status: "unavailable", spool_depth, message, pool });
  });

  routeFromContract(app, publicApi.healthLive, async () => ({ status: "alive" as const }));

  routeFromContract(app, publicApi.healthReady, async (_input, request, reply) => {
    const readiness = await ctx.services.health.checkReadiness();
    if (readiness.ready) return { status: "ready" as const };
    if (readiness.error) request.log.warn({ err: readiness.error }, "readiness check failed");
    return reply.status(503).send({ status: "not ready", reason: readiness.reason });
  });
}
