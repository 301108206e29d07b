import type { FastifyInstance } from "fastify";
import { settingsApi } from "../../../shared/api/settings.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/** The Settings screen: every key with its value, and one key saved per call (spec 000 section 7). */
export async function settingsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { settings } = ctx.services;
  routeFromContract(app, settingsApi.list, () => settings.list());
  routeFromContract(app, settingsApi.update, ({ body }) => settings.update(body.key, body.value));
}
