import type { FastifyRequest } from "fastify";
import { AppError } from "../../../domain/app-error.js";
import { cleanText } from "../../../domain/delivery-rules/control-characters.js";
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
