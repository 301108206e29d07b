import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../domain/app-error.js";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A cross-site form can POST with a simple content type, so a POST must be JSON (or carry
 * X-Requested-With), body or not. A cross-site page cannot send PUT, PATCH or DELETE at all without
 * a CORS preflight we never grant, and the SameSite=Lax cookie stays home, so those need a content
 * type only when they carry a body (which must then be JSON): the spec's bodyless "Disable" and
 * "Delete" calls are accepted as they are. A browser's Origin or Sec-Fetch-Site naming another site
 * is refused for every state change.
 */
export function createCrossSiteGuard(trustedOrigins: string[]) {
  return async function rejectCrossSiteRequest(request: FastifyRequest, _reply: FastifyReply) {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const contentType = request.headers["content-type"] ?? "";
    const isJson = /^application\/json\b/i.test(contentType);
    const needsJson = request.method === "POST" || hasBody(request);
    if (needsJson && !isJson && !request.headers["x-requested-with"]) {
      throw new AppError(
        "unsupported_media_type",
        "Send the request as JSON with Content-Type: application/json.",
      );
    }
    if (request.headers["sec-fetch-site"] === "cross-site") {
      throw new AppError("forbidden", "Cross-site requests are not allowed.");
    }
    const origin = request.headers.origin;
    if (origin && origin !== ownOrigin(request) && !trustedOrigins.includes(origin)) {
      throw new AppError("forbidden", "Cross-site requests are not allowed.");
    }
  };
}

/** As HTTP frames it: a chunked body, or a non-zero Content-Length. */
function hasBody(request: FastifyRequest): boolean {
  if (request.headers["transfer-encoding"] !== undefined) return true;
  return Number(request.headers["content-length"] ?? 0) > 0;
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
