import type { Readable } from "node:stream";
import { request } from "undici";
import type { Env } from "../../config/env.js";
import { publicOnlyAgent } from "../http/public-only-agent.js";
import { checkMediaUrl, type MediaUrlPolicy, mediaUrlPolicy } from "./media-url-policy.js";
import { TWILIO_API_BASE_URL, twilioAuthorization } from "./twilio-rest.js";

const DOWNLOAD_TIMEOUT_MS = 15_000;
/** Twilio redirects once, to a short-lived CDN URL; a longer chain is not Twilio's. */
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface MediaSource {
  policy: MediaUrlPolicy;
  /** Basic auth with the Twilio account, when Twilio is configured. */
  authorization: string | null;
}

export type MediaDownload =
  | { ok: true; bytes: Buffer; contentType: string }
  /** `bytes`: the declared length when there was one, else just over the cap. */
  | { ok: false; reason: "too_large"; bytes: number }
  | { ok: false; reason: "failed"; detail: string };

/** Where media may be fetched from, and Twilio's account credentials when Twilio is configured. */
export function twilioMediaSource(env: Env): MediaSource {
  return {
    policy: mediaUrlPolicy(env.TWILIO_API_BASE_URL ?? TWILIO_API_BASE_URL, env.TWILIO_MEDIA_HOSTS),
    authorization:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
        ? twilioAuthorization(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN)
        : null,
  };
}

/**
 * Fetches one MMS item, reading at most `maxBytes` of it. The URL came in a webhook, so every hop
 * (Twilio redirects to a short-lived CDN URL) is checked against the media hosts and connects only
 * to public addresses, and the credentials go only to the API's origin (decision 026).
 */
export async function downloadMedia(
  url: string,
  source: MediaSource,
  maxBytes: number,
): Promise<MediaDownload> {
  const signal = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  let target = url;
  // Once a hop has left the API's origin, the chain is no longer Twilio's to vouch for.
  let stillAtTheApi = true;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const verdict = checkMediaUrl(target, source.policy);
    if (!verdict.ok) return failed(hop === 0 ? verdict.reason : `redirected: ${verdict.reason}`);
    stillAtTheApi &&= verdict.withCredentials;
    const headers = stillAtTheApi && source.authorization ? { authorization: source.authorization } : {};
    let response: Awaited<ReturnType<typeof request>>;
    try {
      response = await request(verdict.url, { headers, signal, dispatcher: publicOnlyAgent });
    } catch (error) {
      return failed(error instanceof Error ? error.message : String(error));
    }
    const { statusCode, headers: answer, body } = response;
    if (REDIRECT_STATUSES.has(statusCode)) {
      await body.dump();
      const location = answer.location;
      if (typeof location !== "string") return failed(`download answered ${statusCode} without a Location`);
      target = new URL(location, verdict.url).href;
      continue;
    }
    if (statusCode < 200 || statusCode >= 300) {
      await body.dump();
      return failed(`download answered ${statusCode}`);
    }
    const declared = Number(answer["content-length"] ?? "0");
    if (declared > maxBytes) {
      body.destroy();
      return { ok: false, reason: "too_large", bytes: declared };
    }
    const bytes = await readAtMost(body, maxBytes);
    if (!bytes) return { ok: false, reason: "too_large", bytes: maxBytes + 1 };
    const contentType = answer["content-type"];
    return { ok: true, bytes, contentType: typeof contentType === "string" ? contentType : "" };
  }
  return failed(`more than ${MAX_REDIRECTS} redirects`);
}

function failed(detail: string): MediaDownload {
  return { ok: false, reason: "failed", detail };
}

async function readAtMost(body: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) {
      body.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
