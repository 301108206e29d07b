import formBody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { publicUrl } from "../../../config/env.js";
import { recordDeliveryStatus } from "../../../domain/messaging/delivery-status.js";
import { toE164 } from "../../../domain/phone-numbers.js";
import type { AppContext } from "../../context.js";
import {
  EMPTY_TWIML,
  inboundSmsSchema,
  mediaOf,
  statusCallbackSchema,
  verifyTwilioSignature,
} from "./twilio-request.js";

/** Twilio's inbound message and status callback webhooks. */
export async function twilioWebhookRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(formBody);
  const base = publicUrl(ctx.env);
  app.addHook("preValidation", async (request) =>
    verifyTwilioSignature(request, ctx.env.TWILIO_AUTH_TOKEN, base),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post("/api/webhooks/twilio/sms", { schema: { body: inboundSmsSchema } }, async (request, reply) => {
    reply.type("text/xml");
    const body = request.body;
    const from = toE164(body.From);
    const addressed = body.To.split(",").flatMap((entry) => toE164(entry) ?? []);
    const systemNumber = await ctx.messaging.firstActiveSystemNumber(addressed);
    if (!from || !systemNumber) {
      request.log.warn(
        { from: body.From, to: body.To, sid: body.MessageSid },
        "inbound text ignored: not for an active system number",
      );
      return EMPTY_TWIML;
    }
    const result = await ctx.messaging.receiveInbound({
      provider: "twilio",
      providerMessageId: body.MessageSid,
      from,
      systemNumber,
      otherParticipants: addressed.filter((phone) => phone !== systemNumber && phone !== from),
      body: body.Body,
      media: mediaOf(body),
    });
    if (!result.stored && result.numberInactive)
      request.log.warn(
        { from: body.From, to: body.To, sid: body.MessageSid },
        "inbound text ignored: its system number was switched off",
      );
    return EMPTY_TWIML;
  });

  routes.post(
    "/api/webhooks/twilio/status",
    { schema: { body: statusCallbackSchema } },
    async (request, reply) => {
      const { MessageSid, MessageStatus, ErrorCode } = request.body;
      await recordDeliveryStatus(
        ctx.database.db,
        {
          provider: "twilio",
          providerMessageId: MessageSid,
          status: MessageStatus,
          errorCode: ErrorCode ?? null,
        },
        ctx.clock.now(),
      );
      return reply.status(204).send();
    },
  );
}
