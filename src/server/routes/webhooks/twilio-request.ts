import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../../domain/app-error.js";
import { cleanText } from "../../../messaging/rules/control-characters.js";
import { type FormParams, isValidTwilioSignature } from "../../../providers/sms/twilio-signature.js";

/**
 * With TWILIO_AUTH_TOKEN set every webhook must carry Twilio's signature over PUBLIC_URL plus the
 * path and query (the URL Twilio called; the Host header may be a proxy's) and the form fields.
 */
export function verifyTwilioSignature(
  request: FastifyRequest,
  authToken: string | undefined,
  publicBase: string,
) {
  if (!authToken) return;
  const signature = request.headers["x-twilio-signature"];
  if (typeof signature !== "string" || signature === "") {
    throw new AppError("bad_request", "Missing X-Twilio-Signature header.");
  }
  const params = (request.body ?? {}) as FormParams;
  if (!isValidTwilioSignature(authToken, signature, `${publicBase}${request.url}`, params)) {
    throw new AppError("forbidden", "Invalid Twilio signature.");
  }
}

/**
 * Every field with the characters PostgreSQL cannot store (NUL) or shows as garbage (other C0
 * controls, lone surrogates) removed or replaced. Applied after the signature check, which is over
 * what Twilio sent.
 */
export function cleanFormParams(body: unknown): FormParams {
  const params = (body ?? {}) as FormParams;
  const cleaned: FormParams = {};
  for (const [name, value] of Object.entries(params))
    cleaned[cleanText(name)] = Array.isArray(value) ? value.map(cleanText) : cleanText(String(value));
  return cleaned;
}

const formText = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string());

/** Twilio adds fields without notice: unknown ones pass through untouched. */
export const inboundSmsSchema = z.looseObject({
  MessageSid: formText.pipe(z.string().min(1, "MessageSid is required")),
  From: formText.pipe(z.string().min(1, "From is required")),
  To: formText.pipe(z.string().min(1, "To is required")),
  Body: formText.optional().default(""),
  NumMedia: formText.optional().default("0"),
});

export const statusCallbackSchema = z.looseObject({
  MessageSid: formText.pipe(z.string().min(1, "MessageSid is required")),
  MessageStatus: formText.pipe(z.string().min(1, "MessageStatus is required")),
  ErrorCode: formText.optional(),
});

export interface InboundMedia {
  url: string;
  content_type: string | null;
}

/** MediaUrl0..N and MediaContentType0..N; Twilio sends at most 10. */
export function mediaOf(body: Record<string, unknown>): InboundMedia[] {
  const count = Math.min(Number.parseInt(String(body.NumMedia ?? "0"), 10) || 0, 10);
  const media: InboundMedia[] = [];
  for (let index = 0; index < count; index++) {
    const url = body[`MediaUrl${index}`];
    if (typeof url !== "string" || !/^https?:\/\//.test(url)) continue;
    const type = body[`MediaContentType${index}`];
    media.push({ url, content_type: typeof type === "string" ? type : null });
  }
  return media;
}

export const EMPTY_TWIML = "<Response></Response>";
