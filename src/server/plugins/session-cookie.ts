import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_ABSOLUTE_MS } from "../../domain/admin/sessions.js";
import { SESSION_COOKIE } from "./admin-session.js";

/** The session cookie as sign-in and a password change set it: HttpOnly, SameSite=Lax, Secure over https. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}
