import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { queueQuerySchema } from "../../../shared/queue.js";
import type { AppContext } from "../../context.js";

/** The Message Queue screen (spec 001 sections 2.10 and 7): one filtered page and the total. */
export async function queueRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/queue", { schema: { querystring: queueQuerySchema } }, async (request) =>
      ctx.services.queue.page(request.query),
    );
}
