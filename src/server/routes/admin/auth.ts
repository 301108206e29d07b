import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SignInThrottled } from "../../../domain/admin/throttled-attempts.js";
import { authApi } from "../../../shared/api/auth.js";
import { twoFactorApi } from "../../../shared/api/two-factor.js";
import type { AdminIdentity } from "../../../shared/auth.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";
import { currentAdmin } from "../../plugins/admin-session.js";
import { clearSessionCookie, readSessionToken, setSessionCookie } from "../../plugins/session-cookie.js";

interface AuthRouteOptions {
  ctx: AppContext;
  rejectCrossSiteRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** Sign-in sits outside the session guard but still behind the cross-site guard (login CSRF). */
export async function adminLoginRoute(
  app: FastifyInstance,
  { ctx, rejectCrossSiteRequest }: AuthRouteOptions,
) {
  const { adminSessions, twoFactor } = ctx.services;
  routeFromContract(
    app,
    authApi.login,
    async ({ body }, request, reply) => {
      const admin = await adminSessions.signIn(body, request.ip).catch(throttledAnswer(reply));
      if (admin.totp_enabled) {
        const pending_token = await twoFactor.beginSignIn(admin.id, signInClient(request));
        return { two_factor_required: true as const, pending_token };
      }
      return startSessionFor(admin, request, reply, "password");
    },
    { onRequest: rejectCrossSiteRequest },
  );

  routeFromContract(
    app,
    authApi.loginWithCode,
    async ({ body }, request, reply) => {
      const { admin, usedRecoveryCode } = await twoFactor
        .finishSignIn(body.pending_token, body.code, signInClient(request))
        .catch(throttledAnswer(reply));
      const secondFactor = usedRecoveryCode ? "a recovery code" : "an authenticator code";
      return startSessionFor(admin, request, reply, `password and ${secondFactor}`);
    },
    { onRequest: rejectCrossSiteRequest },
  );

  async function startSessionFor(
    admin: AdminIdentity,
    request: FastifyRequest,
    reply: FastifyReply,
    signedInWith: string,
  ) {
    const previous = readSessionToken(request);
    if (previous) await adminSessions.end(previous);
    const session = await adminSessions.start(admin, signInClient(request), signedInWith);
    setSessionCookie(request, reply, session.token);
    return { admin };
  }
}

/** Who is signing in: the pending token and the session are bound to it. */
const signInClient = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers["user-agent"],
});

/** A throttled attempt says when to try again in Retry-After too. */
function throttledAnswer(reply: FastifyReply) {
  return (error: unknown): never => {
    if (error instanceof SignInThrottled) {
      reply.header("retry-after", String(Math.ceil(error.retryAfterMs / 1000)));
    }
    throw error;
  };
}

/** Routes for a signed-in admin; registered inside the guarded scope. */
export async function adminSessionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  routeFromContract(app, authApi.logout, async (_input, request, reply) => {
    const token = readSessionToken(request);
    if (token) await ctx.services.adminSessions.end(token);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  routeFromContract(app, authApi.me, async (_input, request) => ({
    admin: currentAdmin(request),
    default_timezone: ctx.env.DEFAULT_TIMEZONE,
    require_two_factor: ctx.env.REQUIRE_ADMIN_2FA,
  }));

  const { twoFactor } = ctx.services;
  routeFromContract(app, twoFactorApi.status, (_input, request) =>
    twoFactor.status(currentAdmin(request).id),
  );
  routeFromContract(app, twoFactorApi.setup, (_input, request) => twoFactor.setup(currentAdmin(request).id));
  routeFromContract(app, twoFactorApi.confirm, ({ body }, request) =>
    twoFactor.confirm(currentAdmin(request).id, body.code),
  );
  routeFromContract(app, twoFactorApi.disable, async ({ body }, request, reply) => {
    await twoFactor.disable(currentAdmin(request).id, body.code, request.ip).catch(throttledAnswer(reply));
    return { ok: true as const };
  });
}
