import type { Env } from "../../config/env.js";
import { TWILIO_API_BASE_URL } from "./twilio-rest.js";

const DOWNLOAD_TIMEOUT_MS = 15_000;

export interface MediaCredentials {
  accountSid: string;
  authToken: string;
  /** Hosts that get the Twilio credentials: Twilio's own and the configured compatible API's. */
  hosts: string[];
}

export type MediaDownload =
  | { ok: true; bytes: Buffer; contentType: string }
  /** `bytes`: the declared length when there was one, else just over the cap. */
  | { ok: false; reason: "too_large"; bytes: number }
  | { ok: false; reason: "failed"; detail: string };

/** Twilio's account credentials for its media URLs, when Twilio is configured. */
export function twilioMediaCredentials(env: Env): MediaCredentials | null {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) return null;
  return {
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    hosts: ["twilio.com", new URL(env.TWILIO_API_BASE_URL ?? TWILIO_API_BASE_URL).hostname],
  };
}

/**
 * Fetches one MMS item, reading at most `maxBytes` of it. Twilio media needs basic auth and may
 * redirect to a short-lived URL elsewhere, so credentials go only to the first, trusted host (fetch
 * drops the header on a redirect to another origin).
 */
export async function downloadMedia(
  url: string,
  credentials: MediaCredentials | null,
  maxBytes: number,
): Promise<MediaDownload> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: "failed", detail: "not a URL" };
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    return { ok: false, reason: "failed", detail: "not http(s)" };
  const headers: Record<string, string> = {};
  if (credentials && isTrustedHost(parsed.hostname, credentials.hosts)) {
    headers.authorization = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString("base64")}`;
  }
  let response: Response;
  try {
    response = await fetch(parsed, { headers, signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  } catch (error) {
    return { ok: false, reason: "failed", detail: error instanceof Error ? error.message : String(error) };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { ok: false, reason: "failed", detail: `download answered ${response.status}` };
  }
  const contentType = response.headers.get("content-type") ?? "";
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await response.body?.cancel();
    return { ok: false, reason: "too_large", bytes: declared };
  }
  const bytes = await readAtMost(response, maxBytes);
  if (!bytes) return { ok: false, reason: "too_large", bytes: maxBytes + 1 };
  return { ok: true, bytes, contentType };
}

function isTrustedHost(hostname: string, hosts: string[]): boolean {
  return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

async function readAtMost(response: Response, limit: number): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Buffer[] = [];
  let total = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    total += part.value.length;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(Buffer.from(part.value));
  }
  return Buffer.concat(chunks);
}
