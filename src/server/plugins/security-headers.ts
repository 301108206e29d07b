import type { FastifyReply } from "fastify";
import { NO_CONTENT_CSP } from "./content-security-policy.js";

/**
 * Headers every response carries. A page sets its own Content-Security-Policy (web-app.ts); any
 * other response gets one that allows nothing, so no answer of ours can be framed or run code.
 */
export function setSecurityHeaders(reply: FastifyReply): void {
  reply.header("x-content-type-options", "nosniff");
  // A page whose own address is a secret (the export link) sets no-referrer itself.
  if (!reply.hasHeader("referrer-policy")) reply.header("referrer-policy", "strict-origin-when-cross-origin");
  reply.header("x-frame-options", "DENY");
  if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", NO_CONTENT_CSP);
}
