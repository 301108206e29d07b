import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  cancelAnnouncement,
  createAnnouncement,
  listAnnouncementsWithProgress,
  updateAnnouncement,
} from "../../../domain/scheduling/manage-announcements.js";
import { announcementInputSchema } from "../../../shared/announcements.js";
import type { AppContext } from "../../context.js";
import { toAnnouncement } from "../../presenters/announcements.js";
import { idParamsSchema } from "./id-param.js";

/**
 * The Announcements screen (spec 001 sections 2.5 and 7). Each announcement comes with the
 * progress of its messages. DELETE cancels, closing what is still queued; a saved change wakes
 * the scheduler in every process, so an announcement due now goes out at once.
 */
export async function announcementsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const announcementsChanged = () => ctx.scheduler.changed("announcements");

  routes.get("/announcements", async () => (await listAnnouncementsWithProgress(db)).map(toAnnouncement));

  routes.post("/announcements", { schema: { body: announcementInputSchema } }, async (request, reply) => {
    const row = await createAnnouncement(db, ctx.clock.now(), request.body);
    await announcementsChanged();
    return reply.status(201).send(toAnnouncement(row));
  });

  routes.put(
    "/announcements/:id",
    { schema: { params: idParamsSchema, body: announcementInputSchema } },
    async (request) => {
      const row = await updateAnnouncement(db, ctx.clock.now(), request.params.id, request.body);
      await announcementsChanged();
      return toAnnouncement(row);
    },
  );

  routes.delete("/announcements/:id", { schema: { params: idParamsSchema } }, async (request) =>
    toAnnouncement(await cancelAnnouncement(db, ctx.clock.now(), request.params.id)),
  );
}
