import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../domain/app-error.js";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Forged cross-site requests can only send simple content types and cannot set custom headers, so
 * state changes must be JSON (or carry X-Requested-With); a browser's Origin or Sec-Fetch-Site
 * header naming another site is refused outright.
 */
export function createCrossSiteGuard(trustedOrigins: string[]) {
  return async function rejectCrossSiteRequest(request: FastifyRequest, _reply: FastifyReply) {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const contentType = request.headers["content-type"] ?? "";
    const isJson = /^application\/json\b/i.test(contentType);
    if (!isJson && !request.headers["x-requested-with"]) {
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

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
