import type { FastifyRequest } from "fastify";
import type { Env } from "../../../config/env.js";
import { AppError } from "../../../domain/app-error.js";
import { cleanText } from "../../../domain/delivery-rules/control-characters.js";
import { type FormParams, isValidTwilioSignature } from "../../../providers/sms/twilio-signature.js";

export const UNSIGNED_WEBHOOKS_REFUSED =
  "Twilio webhooks are refused: TWILIO_AUTH_TOKEN is not set, so their signatures cannot be checked. " +
  "Set it, or try the assistant in the console's mock chat.";

/**
 * Without TWILIO_AUTH_TOKEN nothing tells Twilio's webhooks from anyone's, and each one makes a
 * user, a text and media downloads: they are refused with 403 unless ALLOW_UNSIGNED_WEBHOOKS says
 * this is local development. The first refusal is logged, the rest would only repeat it. Null when
 * webhooks are checked (or allowed) anyway, so the webhook path gets no hook for it.
 */
export function unsignedWebhookGuard(
  env: Pick<Env, "TWILIO_AUTH_TOKEN" | "ALLOW_UNSIGNED_WEBHOOKS">,
): ((request: FastifyRequest) => never) | null {
  if (env.TWILIO_AUTH_TOKEN || env.ALLOW_UNSIGNED_WEBHOOKS) return null;
  let logged = false;
  return (request: FastifyRequest) => {
    if (!logged) {
      logged = true;
      request.log.warn(
        "Twilio webhooks are answered 403 because TWILIO_AUTH_TOKEN is not set (ALLOW_UNSIGNED_WEBHOOKS=true takes them unsigned, for local development only); later refusals are not logged",
      );
    }
    throw new AppError("forbidden", UNSIGNED_WEBHOOKS_REFUSED);
  };
}

/**
 * With TWILIO_AUTH_TOKEN set every webhook must carry Twilio's signature over PUBLIC_URL plus the
 * path and query (the URL Twilio called; the Host header may be a proxy's) and the form fields.
 * Without it, only ALLOW_UNSIGNED_WEBHOOKS lets a webhook this far (unsignedWebhookGuard).
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
