import { createHash, randomBytes } from "node:crypto";

/** A download link sent by text works for this long after it was sent (issue 37). */
export const EXPORT_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** 128 random bits, URL-safe: the link's only secret. */
export function newExportToken(): string {
  return randomBytes(16).toString("base64url");
}

/** What `data_exports` keeps instead of the token: its SHA-256 in hex. */
export function exportTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
