export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 15_000;

export interface MediaCredentials {
  accountSid: string;
  authToken: string;
  /** Hosts that get the Twilio credentials: Twilio's own and the configured compatible API's. */
  hosts: string[];
}

export type ImageDownload = { ok: true; dataUrl: string } | { ok: false; reason: string };

/**
 * Fetches an MMS image for the model. Twilio media needs basic auth and may redirect to a
 * short-lived URL elsewhere, so credentials go only to the first, trusted host; only images, and
 * at most 5 MB, are passed on (as a data URL the model can read without our credentials).
 */
export async function downloadImage(
  url: string,
  credentials: MediaCredentials | null,
): Promise<ImageDownload> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: "not a URL" };
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    return { ok: false, reason: "not http(s)" };
  const headers: Record<string, string> = {};
  if (credentials && isTrustedHost(parsed.hostname, credentials.hosts)) {
    headers.authorization = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString("base64")}`;
  }
  const response = await fetch(parsed, { headers, signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok) return { ok: false, reason: `download answered ${response.status}` };
  const contentType = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!contentType.startsWith("image/"))
    return { ok: false, reason: `not an image (${contentType || "unknown"})` };
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_IMAGE_BYTES) return { ok: false, reason: "larger than 5 MB" };
  const bytes = await readAtMost(response, MAX_IMAGE_BYTES);
  if (!bytes) return { ok: false, reason: "larger than 5 MB" };
  return { ok: true, dataUrl: `data:${contentType};base64,${bytes.toString("base64")}` };
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
