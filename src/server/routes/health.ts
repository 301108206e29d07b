import type { FastifyInstance } from "fastify";
import { DATABASE_AWAY_MESSAGE, type HealthStatus } from "../../shared/health.js";
import type { AppContext } from "../context.js";

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get("/api/health", async (request, reply): Promise<HealthStatus> => {
    const spool_depth = ctx.messaging.spoolDepth;
    try {
      await ctx.services.health.pingDatabase();
      return { status: "ok", spool_depth };
    } catch (error) {
      request.log.warn({ err: error }, "health check: database unreachable");
      if (ctx.messaging.spools) return { status: "degraded", spool_depth, message: DATABASE_AWAY_MESSAGE };
      return reply.status(503).send({ status: "unavailable", spool_depth, message: DATABASE_AWAY_MESSAGE });
    }
  });
}
