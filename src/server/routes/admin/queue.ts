import type { FastifyInstance } from "fastify";
import { queueApi } from "../../../shared/api/queue.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";
import { sendCsv } from "./csv-reply.js";

/** The Message Queue screen (spec 001 sections 2.10 and 7): one filtered page and the total, or the CSV. */
export async function queueRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { queue } = ctx.services;
  routeFromContract(app, queueApi.list, ({ query }) => queue.page(query));
  routeFromContract(app, queueApi.exportCsv, async ({ query }, _request, reply) =>
    sendCsv(reply, "queue", ctx.clock.now(), await queue.exportCsv(query)),
  );
}
