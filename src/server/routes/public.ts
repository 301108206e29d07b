import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { COMPRESSION_OPTIONS } from "../plugins/compression.js";
import { healthRoutes } from "./health.js";
import { microUiRoutes } from "./micro-ui.js";
import { apiReferenceRoutes } from "./reference/api-reference.js";
import { twilioWebhookRoutes } from "./webhooks/twilio.js";

/** API routes anyone may call: health, webhooks (which check their own signatures), micro UI pages, and the API reference. */
export async function publicRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(healthRoutes, { ctx });
  // Every text passes the webhooks, whose answers are a few bytes: they stay out of compression's hooks.
  await app.register(twilioWebhookRoutes, { ctx });
  await app.register(async (compressed) => {
    await compressed.register(fastifyCompress, COMPRESSION_OPTIONS);
    await compressed.register(microUiRoutes, { ctx });
    await compressed.register(apiReferenceRoutes, { ctx });
  });
}
