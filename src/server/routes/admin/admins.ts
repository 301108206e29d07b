import type { FastifyInstance } from "fastify";
import { adminsApi } from "../../../shared/api/admins.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";
import { currentAdmin } from "../../plugins/admin-session.js";
import { setSessionCookie } from "../../plugins/session-cookie.js";

/** The Admins screen, and the signed-in admin's own password. */
export async function adminsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { admins } = ctx.services;
  const actor = (request: Parameters<typeof currentAdmin>[0]) => ({ adminId: currentAdmin(request).id });
  routeFromContract(app, adminsApi.list, () => admins.list());
  routeFromContract(app, adminsApi.create, ({ body }, request) => admins.create(body, actor(request)));
  routeFromContract(app, adminsApi.disable, ({ params }, request) =>
    admins.disable(params.id, actor(request)),
  );
  routeFromContract(app, adminsApi.enable, ({ params }) => admins.enable(params.id));
  routeFromContract(app, adminsApi.resetPassword, ({ params, body }, request) =>
    admins.resetPassword(params.id, body.temporary_password, actor(request)),
  );
  routeFromContract(app, adminsApi.changeOwnPassword, async ({ body }, request, reply) => {
    const { admin, session } = await admins.changeOwnPassword(currentAdmin(request).id, body, {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    });
    setSessionCookie(request, reply, session.token);
    return { admin };
  });
}
