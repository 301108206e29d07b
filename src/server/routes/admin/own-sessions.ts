import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../../domain/app-error.js";
import { adminSessionsApi } from "../../../shared/api/admin-sessions.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";
import { currentAdmin } from "../../plugins/admin-session.js";
import { clearSessionCookie, readSessionToken } from "../../plugins/session-cookie.js";

/** The guard let the request in with a session cookie, so the token is there. */
function currentToken(request: FastifyRequest): string {
  const token = readSessionToken(request);
  if (!token) throw new AppError("unauthorized", "Authentication required. Please sign in.");
  return token;
}

/** The signed-in admin's own sessions on the Security page (issue 22); registered inside the guarded scope. */
export async function ownSessionsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { adminSessions } = ctx.services;

  routeFromContract(app, adminSessionsApi.list, async (_input, request) =>
    adminSessions.listOwn(currentAdmin(request).id, currentToken(request)),
  );

  routeFromContract(app, adminSessionsApi.end, async ({ params }, request, reply) => {
    const { endedCurrent } = await adminSessions.endOwn(
      currentAdmin(request).id,
      params.id,
      currentToken(request),
    );
    // Ending the session this request came with is signing out: the browser drops the dead cookie.
    if (endedCurrent) clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  routeFromContract(app, adminSessionsApi.endOthers, async (_input, request) => ({
    ended: await adminSessions.endOthers(currentAdmin(request).id, currentToken(request)),
  }));
}
