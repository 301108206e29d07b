import { createHmac, timingSafeEqual } from "node:crypto";

export type FormParams = Record<string, string | string[]>;

/**
 * Twilio's request signature: HMAC-SHA1, keyed with the auth token, of the full URL Twilio called
 * followed by every POST parameter as name then value, sorted by name; base64.
 */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    const values = Array.isArray(value) ? [...value].sort() : [value ?? ""];
    for (const item of values) data += name + item;
  }
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

export function isValidTwilioSignature(
  authToken: string,
  signature: string,
  url: string,
  params: FormParams,
) {
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const received = Buffer.from(signature);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
