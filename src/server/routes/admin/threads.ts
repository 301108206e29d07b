import type { FastifyInstance } from "fastify";
import { threadsApi } from "../../../shared/api/threads.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";
import { sendCsv } from "./csv-reply.js";

/** The Threads screen: paged search and its CSV export, one thread's messages, and operators stepping in. */
export async function threadsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { threads } = ctx.services;
  routeFromContract(app, threadsApi.list, ({ query }) => threads.list(query));
  routeFromContract(app, threadsApi.exportCsv, async ({ query }, _request, reply) =>
    sendCsv(reply, "threads", ctx.clock.now(), await threads.exportCsv(query)),
  );
  routeFromContract(app, threadsApi.messages, ({ params }) => threads.messages(params.threadId));
  routeFromContract(app, threadsApi.updates, ({ params, query }) =>
    threads.updates(params.threadId, query.after),
  );
  const { threadHandover } = ctx.services;
  routeFromContract(app, threadsApi.takeOver, ({ params }) => threadHandover.takeOver(params.threadId));
  routeFromContract(app, threadsApi.handBack, ({ params }) => threadHandover.handBack(params.threadId));
  routeFromContract(app, threadsApi.sendMessage, ({ params, body }) =>
    threadHandover.sendMessage(params.threadId, body.body),
  );
}
