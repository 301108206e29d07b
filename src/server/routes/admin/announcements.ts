import type { FastifyInstance } from "fastify";
import { announcementsApi } from "../../../shared/api/announcements.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/**
 * The Announcements screen (spec 001 sections 2.5 and 7). Each announcement comes with the
 * progress of its messages. DELETE cancels, closing what is still queued; the service wakes the
 * scheduler in every process after a save, so an announcement due now goes out at once.
 */
export async function announcementsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { announcements } = ctx.services;
  routeFromContract(app, announcementsApi.list, () => announcements.list());
  routeFromContract(app, announcementsApi.create, ({ body }) => announcements.create(body));
  routeFromContract(app, announcementsApi.update, ({ params, body }) =>
    announcements.update(params.id, body),
  );
  routeFromContract(app, announcementsApi.cancel, ({ params }) => announcements.cancel(params.id));
}
