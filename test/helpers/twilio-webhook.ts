import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { twilioSignature } from "../../src/providers/sms/twilio-signature.js";

/** The inbound message webhook's path. */
export const SMS_PATH = "/api/webhooks/twilio/sms";

export const TEST_TWILIO = {
  accountSid: `AC${"a1".repeat(16)}`,
  authToken: "test-auth-token",
  publicUrl: "https://textpal.test",
};

let sidCounter = 0;

export function newMessageSid(): string {
  sidCounter += 1;
  return `SM${Date.now().toString(16)}${String(sidCounter).padStart(12, "0")}`;
}

/** Posts a form to a Twilio webhook, signed the way Twilio signs it (unless told otherwise). */
export function postTwilioWebhook(
  app: FastifyInstance,
  path: string,
  params: Record<string, string>,
  signature: string | null = twilioSignature(
    TEST_TWILIO.authToken,
    `${TEST_TWILIO.publicUrl}${path}`,
    params,
  ),
) {
  return app.inject({
    method: "POST",
    url: path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(signature === null ? {} : { "x-twilio-signature": signature }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

export function inboundSms(from: string, to: string, body: string, extra: Record<string, string> = {}) {
  return {
    MessageSid: newMessageSid(),
    AccountSid: TEST_TWILIO.accountSid,
    From: from,
    To: to,
    Body: body,
    NumMedia: "0",
    ...extra,
  };
}

/**
 * A WhatsApp text as Twilio posts it to the incoming message webhook: whatsapp: addresses, the
 * sender's WhatsApp profile name and WaId (their number's digits), the SMS-era sid aliases.
 */
export function inboundWhatsApp(
  phone: string,
  systemNumber: string,
  body: string,
  profileName = "Sheena Nelson",
) {
  const sid = `SM${randomBytes(16).toString("hex")}`;
  return {
    SmsMessageSid: sid,
    NumMedia: "0",
    ProfileName: profileName,
    MessageType: "text",
    SmsSid: sid,
    WaId: phone.replace(/^\+/, ""),
    SmsStatus: "received",
    Body: body,
    To: `whatsapp:${systemNumber}`,
    NumSegments: "1",
    ReferralNumMedia: "0",
    MessageSid: sid,
    AccountSid: TEST_TWILIO.accountSid,
    From: `whatsapp:${phone}`,
    ApiVersion: "2010-04-01",
  };
}

/** Polls until the check passes or the time is up; returns the last value for the assertion. */
export async function eventually<T>(
  check: () => Promise<T> | T,
  accept: (value: T) => boolean,
  timeoutMs = 5000,
) {
  const deadline = Date.now() + timeoutMs;
  let value = await check();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await check();
  }
  return value;
}
