import { isAddressLiteral } from "../http/public-address.js";

/**
 * Where Twilio serves MMS media: the API (every MediaUrl points there), the CDN it redirects to
 * when media needs basic auth, and the S3 host of media stored before that was switched on
 * (help.twilio.com, "Protect Media Access with HTTP Basic Authentication"). media.twiliocdn.com is
 * the bucket those S3 URLs name, also served under its own name. Exact names only, over https on
 * 443: a wildcard would take in hosts that are not Twilio's media.
 */
export const TWILIO_MEDIA_HOSTS = [
  "api.twilio.com",
  "mms.twiliocdn.com",
  "media.twiliocdn.com",
  "s3-external-1.amazonaws.com",
];

interface HostRule {
  hostname: string;
  /** null: the scheme's default port only. */
  port: string | null;
  schemes: readonly string[];
}

export interface MediaUrlPolicy {
  hosts: HostRule[];
  /** The origin of the REST API, the only one that gets Twilio's credentials. */
  apiOrigin: string;
}

export type MediaUrlVerdict =
  | { ok: true; url: URL; withCredentials: boolean }
  | { ok: false; reason: string };

const HTTPS_ONLY = ["https:"];
const EITHER_SCHEME = ["https:", "http:"];

/**
 * Twilio's media hosts over https, or, when TWILIO_MEDIA_HOSTS is set, the hosts named there,
 * trusted as named: over http too, and at an address literal even when it is loopback or private
 * (a test's 127.0.0.1:PORT). The API's own origin is always allowed, exactly as configured.
 */
export function mediaUrlPolicy(apiBaseUrl: string, named: string[] | undefined): MediaUrlPolicy {
  const api = new URL(apiBaseUrl);
  const hosts: HostRule[] = named
    ? named.map((entry) => ({ ...splitHostPort(entry), schemes: EITHER_SCHEME }))
    : TWILIO_MEDIA_HOSTS.map((hostname) => ({ hostname, port: null, schemes: HTTPS_ONLY }));
  hosts.push({ hostname: api.hostname, port: api.port || null, schemes: [api.protocol] });
  return { hosts, apiOrigin: api.origin };
}

/**
 * Whether a media URL (or a redirect's target) may be fetched, and with Twilio's credentials.
 * A host name still has its resolved addresses checked when connecting (public-only-agent.ts);
 * an address literal is never resolved, so only one named in the policy gets through.
 */
export function checkMediaUrl(target: string, policy: MediaUrlPolicy): MediaUrlVerdict {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, reason: "not a URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "not http(s)" };
  if (url.username || url.password) return { ok: false, reason: "credentials in the URL" };
  const port = url.port || null;
  const allowed = policy.hosts.some(
    (rule) =>
      rule.hostname === url.hostname &&
      rule.schemes.includes(url.protocol) &&
      (rule.port === port || (rule.port !== null && port === null && defaultPortOf(url) === rule.port)),
  );
  if (!allowed) {
    const where = isAddressLiteral(url.hostname) ? "an address" : "a host";
    return { ok: false, reason: `${url.protocol}//${url.host} is ${where} media is not fetched from` };
  }
  return { ok: true, url, withCredentials: url.origin === policy.apiOrigin };
}

function splitHostPort(entry: string): { hostname: string; port: string | null } {
  // new URL normalises the name as it will be compared (an IPv6 address keeps its brackets).
  const url = new URL(`http://${entry}`);
  const port = /:(\d+)$/.exec(entry)?.[1] ?? null;
  return { hostname: url.hostname, port: port === null ? null : String(Number(port)) };
}

function defaultPortOf(url: URL): string {
  return url.protocol === "https:" ? "443" : "80";
}
