import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SignInThrottled } from "../../../domain/admin/sign-in.js";
import { authApi } from "../../../shared/api/auth.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";
import { currentAdmin, SESSION_COOKIE } from "../../plugins/admin-session.js";
import { setSessionCookie } from "../../plugins/session-cookie.js";

interface AuthRouteOptions {
  ctx: AppContext;
  rejectCrossSiteRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** Sign-in sits outside the session guard but still behind the cross-site guard (login CSRF). */
export async function adminLoginRoute(
  app: FastifyInstance,
  { ctx, rejectCrossSiteRequest }: AuthRouteOptions,
) {
  const { adminSessions } = ctx.services;
  routeFromContract(
    app,
    authApi.login,
    async ({ body }, request, reply) => {
      const admin = await adminSessions.signIn(body, request.ip).catch((error: unknown) => {
        if (error instanceof SignInThrottled) {
          reply.header("retry-after", String(Math.ceil(error.retryAfterMs / 1000)));
        }
        throw error;
      });
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await adminSessions.end(previous);
      const session = await adminSessions.start(admin.id, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      setSessionCookie(request, reply, session.token);
      return { admin };
    },
    { onRequest: rejectCrossSiteRequest },
  );
}

/** Routes for a signed-in admin; registered inside the guarded scope. */
export async function adminSessionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  routeFromContract(app, authApi.logout, async (_input, request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await ctx.services.adminSessions.end(token);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { ok: true as const };
  });

  routeFromContract(app, authApi.me, async (_input, request) => ({
    admin: currentAdmin(request),
    default_timezone: ctx.env.DEFAULT_TIMEZONE,
  }));
}
