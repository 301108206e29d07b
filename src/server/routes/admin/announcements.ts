import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { announcementInputSchema } from "../../../shared/announcements.js";
import { idParamsSchema } from "../../../shared/api/id-param.js";
import type { AppContext } from "../../context.js";

/**
 * The Announcements screen (spec 001 sections 2.5 and 7). Each announcement comes with the
 * progress of its messages. DELETE cancels, closing what is still queued; the service wakes the
 * scheduler in every process after a save, so an announcement due now goes out at once.
 */
export async function announcementsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { announcements } = ctx.services;

  routes.get("/announcements", async () => announcements.list());

  routes.post("/announcements", { schema: { body: announcementInputSchema } }, async (request, reply) =>
    reply.status(201).send(await announcements.create(request.body)),
  );

  routes.put(
    "/announcements/:id",
    { schema: { params: idParamsSchema, body: announcementInputSchema } },
    async (request) => announcements.update(request.params.id, request.body),
  );

  routes.delete("/announcements/:id", { schema: { params: idParamsSchema } }, async (request) =>
    announcements.cancel(request.params.id),
  );
}
