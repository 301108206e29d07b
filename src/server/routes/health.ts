import type { FastifyInstance } from "fastify";
import { publicApi } from "../../shared/api/public.js";
import { DATABASE_AWAY_MESSAGE } from "../../shared/health.js";
import type { AppContext } from "../context.js";
import { routeFromContract } from "../contract-route.js";

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  routeFromContract(app, publicApi.health, async (_input, request, reply) => {
    const spool_depth = ctx.messaging.spoolDepth;
    try {
      await ctx.services.health.pingDatabase();
      return { status: "ok" as const, spool_depth };
    } catch (error) {
      request.log.warn({ err: error }, "health check: database unreachable");
      if (ctx.messaging.spools)
        return { status: "degraded" as const, spool_depth, message: DATABASE_AWAY_MESSAGE };
      return reply.status(503).send({ status: "unavailable", spool_depth, message: DATABASE_AWAY_MESSAGE });
    }
  });
}
