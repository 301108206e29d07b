import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { positiveId } from "../../../shared/api/id-param.js";
import { listFilterSchema, listQuerySchema, TOTAL_COUNT_HEADER } from "../../../shared/list-query.js";
import type { AppContext } from "../../context.js";
import { sendCsv } from "./csv-reply.js";

/** The Threads screen: paged search and its CSV export, and one thread's messages. */
export async function threadsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { threads } = ctx.services;

  routes.get("/threads", { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const { items, total } = await threads.list(request.query);
    reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });

  routes.get("/threads/export.csv", { schema: { querystring: listFilterSchema } }, async (request, reply) =>
    sendCsv(reply, "threads", ctx.clock.now(), await threads.exportCsv(request.query)),
  );

  routes.get(
    "/thread-messages/:threadId",
    { schema: { params: z.object({ threadId: positiveId }) } },
    async (request, reply) => {
      const { items, total } = await threads.messages(request.params.threadId);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );
}
