import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { countQueuedMessages, listQueuedMessages } from "../../../db/repositories/queued-messages.js";
import { type QueuePage, queueQuerySchema } from "../../../shared/queue.js";
import type { AppContext } from "../../context.js";
import { toQueuedMessage } from "../../presenters/queue.js";

/** The Message Queue screen (spec 001 sections 2.10 and 7): one filtered page and the total. */
export async function queueRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  routes.get("/queue", { schema: { querystring: queueQuerySchema } }, async (request): Promise<QueuePage> => {
    const [rows, total] = await Promise.all([
      listQueuedMessages(db, request.query),
      countQueuedMessages(db, request.query),
    ]);
    return { messages: rows.map(toQueuedMessage), total };
  });
}
