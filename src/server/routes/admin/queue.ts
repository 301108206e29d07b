import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { queueFilterSchema, queueQuerySchema } from "../../../shared/queue.js";
import type { AppContext } from "../../context.js";
import { sendCsv } from "./csv-reply.js";

/** The Message Queue screen (spec 001 sections 2.10 and 7): one filtered page and the total, or the CSV. */
export async function queueRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { queue } = ctx.services;

  routes.get("/queue", { schema: { querystring: queueQuerySchema } }, async (request) =>
    queue.page(request.query),
  );

  routes.get("/queue/export.csv", { schema: { querystring: queueFilterSchema } }, async (request, reply) =>
    sendCsv(reply, "queue", ctx.clock.now(), await queue.exportCsv(request.query)),
  );
}
