import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_ABSOLUTE_MS } from "../../domain/admin/sessions.js";

export const SESSION_COOKIE = "textpal_session";

/**
 * Over https the cookie is `__Host-textpal_session`: browsers only accept that name from a secure
 * origin, for path /, without a Domain, so a sibling subdomain or a plain-http page cannot plant
 * or overwrite a session cookie (session fixation). Over plain http (local use) the prefix would
 * be refused, so the bare name is used there.
 */
export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === "https" ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** The session token this request carries, read only under the name its protocol allows. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)];
}

/** The session cookie as sign-in and a password change set it: HttpOnly, SameSite=Lax, Secure over https. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookieName(request), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), { path: "/", secure: request.protocol === "https" });
}
