import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { healthRoutes } from "./health.js";
import { microUiRoutes } from "./micro-ui.js";
import { apiReferenceRoutes } from "./reference/api-reference.js";
import { twilioWebhookRoutes } from "./webhooks/twilio.js";

/** API routes anyone may call: health, webhooks (which check their own signatures), micro UI pages, and the API reference. */
export async function publicRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(healthRoutes, { ctx });
  await app.register(twilioWebhookRoutes, { ctx });
  await app.register(microUiRoutes, { ctx });
  await app.register(apiReferenceRoutes, { ctx });
}
