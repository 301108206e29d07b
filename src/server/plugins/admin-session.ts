import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../domain/app-error.js";
import { adminsApi } from "../../shared/api/admins.js";
import { authApi } from "../../shared/api/auth.js";
import { twoFactorApi } from "../../shared/api/two-factor.js";
import type { AdminIdentity } from "../../shared/auth.js";
import type { AppContext } from "../context.js";
import { readSessionToken } from "./session-cookie.js";

declare module "fastify" {
  interface FastifyRequest {
    admin?: AdminIdentity;
  }
}

/** What an admin signed in with a temporary password may do before choosing their own. */
const OPEN_WHILE_PASSWORD_IS_TEMPORARY = new Set(
  [authApi.me, authApi.logout, adminsApi.changeOwnPassword].map(
    (contract) => `${contract.method} ${contract.path}`,
  ),
);

/** What an admin without two-factor sign-in may do while REQUIRE_ADMIN_2FA is set. */
const OPEN_WHILE_TWO_FACTOR_IS_MISSING = new Set(
  [authApi.me, authApi.logout, twoFactorApi.status, twoFactorApi.setup, twoFactorApi.confirm].map(
    (contract) => `${contract.method} ${contract.path}`,
  ),
);

export const TWO_FACTOR_REQUIRED_MESSAGE =
  "Two-factor sign-in is required. Set up an authenticator app before doing anything else.";

export const TEMPORARY_PASSWORD_MESSAGE =
  "Your password is temporary. Choose a new password before doing anything else.";

export function createAdminSessionGuard(ctx: AppContext) {
  return async function requireAdminSession(request: FastifyRequest, _reply: FastifyReply) {
    const token = readSessionToken(request);
    const admin = token ? await ctx.services.adminSessions.resolve(token) : null;
    if (!admin) throw new AppError("unauthorized", "Authentication required. Please sign in.");
    request.admin = admin;
    const route = `${request.method} ${request.routeOptions.url}`;
    if (admin.must_change_password && !OPEN_WHILE_PASSWORD_IS_TEMPORARY.has(route)) {
      throw new AppError("forbidden", TEMPORARY_PASSWORD_MESSAGE);
    }
    if (ctx.env.REQUIRE_ADMIN_2FA && !admin.totp_enabled && !OPEN_WHILE_TWO_FACTOR_IS_MISSING.has(route)) {
      throw new AppError("forbidden", TWO_FACTOR_REQUIRED_MESSAGE);
    }
  };
}

/** The signed-in admin of a request that passed the guard. */
export function currentAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new AppError("unauthorized", "Authentication required. Please sign in.");
  return request.admin;
}
