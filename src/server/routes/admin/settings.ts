import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { readSettings } from "../../../db/repositories/settings.js";
import { updateSetting } from "../../../domain/settings/update-setting.js";
import { SETTING_KEYS, type Setting, settingUpdateSchema } from "../../../shared/settings.js";
import type { AppContext } from "../../context.js";

/** The Settings screen: every key with its value, and one key saved per call (spec 000 section 7). */
export async function settingsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  routes.get("/settings", async (): Promise<Setting[]> => {
    const values = await readSettings(db);
    return SETTING_KEYS.map((key) => ({ key, value: values[key] }));
  });

  routes.post("/settings", { schema: { body: settingUpdateSchema } }, async (request) =>
    updateSetting(db, request.body.key, request.body.value),
  );
}
