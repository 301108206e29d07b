import formBody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import { publicUrl } from "../../../config/env.js";
import type { ReceiveResult } from "../../../messaging/receive/inbound-text.js";
import { reportedChannel } from "../../../messaging/rules/reported-channel.js";
import { httpMetrics } from "../../../observability/metrics/http-metrics.js";
import { withSpan } from "../../../observability/tracing/spans.js";
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

  const { inboundSms, statusCallback } = twilioWebhooksApi;
  routeFromContract(app, inboundSms, async ({ body }, request, reply) => {
    reply.type("text/xml");
    const { MessageSid, From, To, Body, MessagingServiceSid, OptOutType } = body;
    const result = await withSpan(
      "textpal.webhook.sms",
      webhookFacts(inboundSms),
      async (span) => {
        const received = await ctx.messaging.receiveText({
          provider: "twilio",
          providerMessageId: MessageSid,
          from: From,
          to: To,
          body: Body,
          media: mediaOf(body),
          messagingServiceSid: MessagingServiceSid,
          optOutType: OptOutType,
        });
        span.note({ ...receivedFacts(received), "http.response.status_code": 200 });
        return received;
      },
      { kind: "server" },
    );
    // Twilio is answered 200 either way: a refusal is ours to fix, and its retries would not help.
    if (result.outcome === "refused")
      request.log.warn(
        { from: From, to: To, service: MessagingServiceSid, sid: MessageSid, reason: result.reason },
        `inbound text refused: ${result.detail}`,
      );
    return EMPTY_TWIML;
  });

  routeFromContract(app, statusCallback, async ({ body }, _request, reply) => {
    const { MessageSid, MessageStatus, ErrorCode, From, ChannelPrefix } = body;
    const report = {
      provider: "twilio",
      providerMessageId: MessageSid,
      status: MessageStatus,
      errorCode: ErrorCode ?? null,
      channel: reportedChannel({ from: From, channelPrefix: ChannelPrefix }),
    };
    // A later request of its own, put in the trace of the text the reported reply answers.
    await withSpan(
      "textpal.webhook.status",
      {
        ...webhookFacts(statusCallback),
        // Twilio's words and codes, cut as the unknown-status warning cuts them: a made-up one is not a payload.
        "textpal.status": MessageStatus.slice(0, 64),
        "textpal.error.code": ErrorCode?.slice(0, 64),
      },
      async (span) => {
        await ctx.messaging.receiveStatus(report);
        span.note({ "http.response.status_code": 204 });
      },
      { kind: "server", parent: () => ctx.messaging.traceParentOfStatus(report) },
    );
    return reply.status(204).send();
  });
}

/**
 * An HTTP server span's facts: the route's template, never the URL Twilio called (decision 032).
 * The status code is noted once the answer is known; a failure is the error handler's 500.
 */
function webhookFacts(contract: { method: string; path: string }) {
  return { "http.request.method": contract.method, "http.route": contract.path };
}

function receivedFacts(result: ReceiveResult) {
  if (result.outcome === "stored")
    return {
      "textpal.outcome": "stored",
      "textpal.message.id": result.messageId,
      "textpal.thread.id": result.threadId,
    };
  return {
    "textpal.outcome": result.outcome,
    "textpal.refusal": result.outcome === "refused" ? result.reason : null,
  };
}
