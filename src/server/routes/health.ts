import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get("/api/health", async (request, reply) => {
    try {
      await ctx.database.ping();
      return { status: "ok" };
    } catch (error) {
      request.log.warn({ err: error }, "health check: database unreachable");
      return reply.status(503).send({ status: "unavailable", message: "The database is not answering." });
    }
  });
}
