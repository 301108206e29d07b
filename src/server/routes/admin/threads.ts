import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { latestThreadMessages } from "../../../db/repositories/messages.js";
import { countThreads, findThreadById, listThreads } from "../../../db/repositories/threads.js";
import { AppError } from "../../../domain/app-error.js";
import { listQuerySchema, TOTAL_COUNT_HEADER } from "../../../shared/list-query.js";
import { THREAD_MESSAGES_LIMIT } from "../../../shared/threads.js";
import type { AppContext } from "../../context.js";
import { toAdminThreadMessage, toThreadSummary } from "../../presenters/threads.js";
import { positiveId } from "./id-param.js";

/** The Threads screen: paged search and one thread's messages. */
export async function threadsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  routes.get("/threads", { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const [rows, total] = await Promise.all([
      listThreads(db, request.query),
      countThreads(db, request.query.search),
    ]);
    reply.header(TOTAL_COUNT_HEADER, total);
    return rows.map(toThreadSummary);
  });

  routes.get(
    "/thread-messages/:threadId",
    { schema: { params: z.object({ threadId: positiveId }) } },
    async (request, reply) => {
      const { threadId } = request.params;
      const [thread, { rows, total }] = await Promise.all([
        findThreadById(db, threadId),
        latestThreadMessages(db, threadId, THREAD_MESSAGES_LIMIT),
      ]);
      if (!thread) throw AppError.notFound("Thread not found");
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows.map(toAdminThreadMessage);
    },
  );
}
