import formBody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import { publicUrl } from "../../../config/env.js";
import { httpMetrics } from "../../../observability/metrics/http-metrics.js";
import { twilioWebhooksApi } from "../../../shared/api/twilio-webhooks.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";
import {
  cleanFormParams,
  EMPTY_TWIML,
  mediaOf,
  unsignedWebhookGuard,
  verifyTwilioSignature,
} from "./twilio-request.js";

/**
 * Twilio's inbound message and status callback webhooks: both hand what Twilio sent to the
 * messaging core (receiveText, receiveStatus) once the signature is checked and the form parsed.
 * Without a token to check signatures with, they answer 403 (unsignedWebhookGuard).
 */
export async function twilioWebhookRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(formBody);
  const refuseUnsigned = unsignedWebhookGuard(ctx.env);
  const base = publicUrl(ctx.env);
  if (refuseUnsigned) app.addHook("onRequest", async (request) => refuseUnsigned(request));
  const statusPath = twilioWebhooksApi.statusCallback.path;
  app.addHook("onResponse", async (request, reply) =>
    httpMetrics.webhookAnswered(
      request.routeOptions.url === statusPath ? "status" : "inbound",
      reply.statusCode,
    ),
  );
  app.addHook("preValidation", async (request) => {
    verifyTwilioSignature(request, ctx.env.TWILIO_AUTH_TOKEN, base);
    request.body = cleanFormParams(request.body);
  });

  routeFromContract(app, twilioWebhooksApi.inboundSms, async ({ body }, request, reply) => {
    reply.type("text/xml");
    const { MessageSid, From, To, Body, MessagingServiceSid, OptOutType } = body;
    const result = await ctx.messaging.receiveText({
      provider: "twilio",
      providerMessageId: MessageSid,
      from: From,
      to: To,
      body: Body,
      media: mediaOf(body),
      messagingServiceSid: MessagingServiceSid,
      optOutType: OptOutType,
    });
    // Twilio is answered 200 either way: a refusal is ours to fix, and its retries would not help.
    if (result.outcome === "refused")
      request.log.warn(
        { from: From, to: To, service: MessagingServiceSid, sid: MessageSid, reason: result.reason },
        `inbound text refused: ${result.detail}`,
      );
    return EMPTY_TWIML;
  });

  routeFromContract(app, twilioWebhooksApi.statusCallback, async ({ body }, _request, reply) => {
    const { MessageSid, MessageStatus, ErrorCode } = body;
    await ctx.messaging.receiveStatus({
      provider: "twilio",
      providerMessageId: MessageSid,
      status: MessageStatus,
      errorCode: ErrorCode ?? null,
    });
    return reply.status(204).send();
  });
}
