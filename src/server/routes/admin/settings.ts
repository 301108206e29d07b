import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { settingUpdateSchema } from "../../../shared/settings.js";
import type { AppContext } from "../../context.js";

/** The Settings screen: every key with its value, and one key saved per call (spec 000 section 7). */
export async function settingsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = ctx.services;

  routes.get("/settings", async () => settings.list());

  routes.post("/settings", { schema: { body: settingUpdateSchema } }, async (request) =>
    settings.update(request.body.key, request.body.value),
  );
}
