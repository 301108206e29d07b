import { z } from "zod";
import { defineContract, noContentSchema } from "./contract.js";

/** A form field Twilio may repeat: the first value counts. */
const formText = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string());

/** Twilio adds fields without notice: unknown ones pass through untouched. */
export const inboundSmsSchema = z.looseObject({
  MessageSid: formText.pipe(z.string().min(1, "MessageSid is required")),
  From: formText.pipe(z.string().min(1, "From is required")),
  To: formText.pipe(z.string().min(1, "To is required")),
  Body: formText.optional().default(""),
  NumMedia: formText.optional().default("0"),
  /** Set when a Messaging Service received the text; `To` is then the pool number that did. */
  MessagingServiceSid: formText.optional(),
  /** Advanced Opt-Out's verdict: STOP, START or HELP. */
  OptOutType: formText.optional(),
});

export const statusCallbackSchema = z.looseObject({
  MessageSid: formText.pipe(z.string().min(1, "MessageSid is required")),
  MessageStatus: formText.pipe(z.string().min(1, "MessageStatus is required")),
  ErrorCode: formText.optional(),
  /**
   * The sender the text went from: `rcs:…` while an RCS text goes by RCS, the SMS number once
   * Twilio fell back to SMS, `whatsapp:…` on WhatsApp.
   */
  From: formText.optional(),
  /** The channel Twilio names for it, when it does: sms, mms, whatsapp, rcs. */
  ChannelPrefix: formText.optional(),
});

const tag = "Twilio webhooks";

/** Twilio calls these; with TWILIO_AUTH_TOKEN set each must carry a valid X-Twilio-Signature. */
export const twilioWebhooksApi = {
  inboundSms: defineContract({
    method: "POST",
    path: "/api/webhooks/twilio/sms",
    auth: "public",
    tag,
    summary: "An inbound text (Twilio's messaging webhook); answered with empty TwiML",
    body: inboundSmsSchema,
    bodyFormat: "form",
    response: z.string().meta({ description: "TwiML: an empty <Response/>" }),
    format: "twiml",
  }),
  statusCallback: defineContract({
    method: "POST",
    path: "/api/webhooks/twilio/status",
    auth: "public",
    tag,
    summary: "A delivery status of a sent text (Twilio's status callback)",
    body: statusCallbackSchema,
    bodyFormat: "form",
    response: noContentSchema,
    format: "none",
    status: 204,
  }),
};
