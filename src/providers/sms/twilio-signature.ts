import { createHmac, timingSafeEqual } from "node:crypto";
import { parse, stringify } from "node:querystring";

export type FormParams = Record<string, string | string[]>;

/**
 * Twilio's request signature: HMAC-SHA1, keyed with the auth token, of the full URL Twilio called
 * followed by every POST parameter as name then value, sorted by name; base64. A repeated
 * parameter's values are de-duplicated and sorted, as Twilio's helper library does.
 */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  return sign(authToken, url + signedParams(params));
}

/**
 * Accepts exactly what twilio.validateRequest (helper library v6) accepts: the signature of the URL
 * as received, with or without its port, then of the URL as `new URL` normalises it, with and
 * without the legacy query-string encoding. The URL as received nearly always matches, so the
 * other forms are built only when it does not.
 *
 * JSON webhooks sign the URL with no parameters (pass {}); validateRequestWithBody's extra check of
 * the body against the URL's bodySHA256 is not mirrored: it needs the raw body, and the webhook
 * route only takes form posts.
 */
export function isValidTwilioSignature(
  authToken: string,
  signature: string,
  url: string,
  params: FormParams,
): boolean {
  const received = Buffer.from(signature);
  const suffix = signedParams(params);
  const matches = (candidate: string) =>
    safeEqual(received, Buffer.from(sign(authToken, candidate + suffix)));
  if (matches(url)) return true;
  const tried = new Set([url]);
  for (const candidate of fallbackUrls(url)) {
    if (tried.has(candidate)) continue;
    tried.add(candidate);
    if (matches(candidate)) return true;
  }
  return false;
}

function signedParams(params: FormParams): string {
  let data = "";
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (Array.isArray(value)) {
      for (const item of [...new Set(value)].sort()) data += name + item;
    } else {
      data += name + value;
    }
  }
  return data;
}

function sign(authToken: string, data: string): string {
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** Constant-time; the length may leak, since a SHA-1 signature's length is public. */
function safeEqual(received: Buffer, expected: Buffer): boolean {
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** validateRequest's other candidate URLs, in its order; a URL `new URL` refuses has none past the port forms. */
function* fallbackUrls(url: string): Generator<string> {
  yield removePort(url);
  yield addPort(url);
  let normalized: string;
  try {
    normalized = new URL(url).toString();
  } catch {
    return;
  }
  const withoutPort = removePort(normalized);
  const withPort = addPort(normalized);
  yield withoutPort;
  yield withPort;
  yield withLegacyQuerystring(withoutPort);
  yield withLegacyQuerystring(withPort);
}

interface UrlParts {
  scheme: string;
  userInfo: string;
  host: string;
  port: string;
  rest: string;
}

/** Splits without normalising, so the path and query keep the exact characters Twilio signed. */
function splitUrl(url: string): UrlParts | null {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)/i.exec(url);
  if (!match) return null;
  const [prefix, scheme = "", authority = ""] = match;
  const userInfoEnd = authority.lastIndexOf("@");
  const hostAndPort = authority.slice(userInfoEnd + 1);
  // A colon only starts the port after the closing bracket of an IPv6 literal.
  const portStart = hostAndPort.indexOf(":", hostAndPort.lastIndexOf("]") + 1);
  return {
    scheme,
    userInfo: authority.slice(0, userInfoEnd + 1),
    host: portStart === -1 ? hostAndPort : hostAndPort.slice(0, portStart),
    port: portStart === -1 ? "" : hostAndPort.slice(portStart),
    rest: url.slice(prefix.length),
  };
}

/** Adds the scheme's default port (443 for https, else 80, as Twilio's library does) when there is none. */
function addPort(url: string): string {
  const parts = splitUrl(url);
  if (!parts || parts.port) return url;
  const port = parts.scheme.toLowerCase() === "https://" ? ":443" : ":80";
  return parts.scheme + parts.userInfo + parts.host + port + parts.rest;
}

/** Removes any port, default or not, as Twilio's library does. */
function removePort(url: string): string {
  const parts = splitUrl(url);
  if (!parts) return url;
  return parts.scheme + parts.userInfo + parts.host + parts.rest;
}

/** The query re-encoded as Node's legacy querystring module does, for back ends that signed that form. */
function withLegacyQuerystring(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1 || queryStart === url.length - 1) return url;
  return `${url.slice(0, queryStart)}?${stringify(parse(url.slice(queryStart + 1)))}`;
}
