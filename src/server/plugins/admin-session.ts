import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../domain/app-error.js";
import type { AdminIdentity } from "../../shared/auth.js";
import type { AppContext } from "../context.js";

export const SESSION_COOKIE = "textpal_session";

declare module "fastify" {
  interface FastifyRequest {
    admin?: AdminIdentity;
  }
}

export function createAdminSessionGuard(ctx: AppContext) {
  return async function requireAdminSession(request: FastifyRequest, _reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE];
    const admin = token ? await ctx.services.adminSessions.resolve(token) : null;
    if (!admin) throw new AppError("unauthorized", "Authentication required. Please sign in.");
    request.admin = admin;
  };
}

/** The signed-in admin of a request that passed the guard. */
export function currentAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new AppError("unauthorized", "Authentication required. Please sign in.");
  return request.admin;
}
