import type { FastifyInstance } from "fastify";
import { usersApi } from "../../../shared/api/users.js";
import { userDataExportFilename } from "../../../shared/user-data-export.js";
import { runRecordedRead } from "../../audited-route.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";
import { sendCsv } from "./csv-reply.js";

/**
 * The Users screen: paged search and its CSV export, details, team flag, profile, upgrade, reset and erase,
 * the consent log with its export and the operator's opt-out and opt-in, and the person's data export.
 */
export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { users } = ctx.services;
  routeFromContract(app, usersApi.list, ({ query }) => users.list(query));
  routeFromContract(app, usersApi.exportCsv, async ({ query }, _request, reply) =>
    sendCsv(reply, "users", ctx.clock.now(), await users.exportCsv(query)),
  );
  routeFromContract(app, usersApi.exportConsentCsv, async ({ query }, _request, reply) =>
    sendCsv(reply, "consent-log", ctx.clock.now(), await users.exportConsentCsv(query)),
  );
  routeFromContract(app, usersApi.get, ({ params }) => users.get(params.id));
  routeFromContract(app, usersApi.update, ({ params, body }) => users.updateFlags(params.id, body));
  routeFromContract(app, usersApi.updateProfile, ({ params, body }) => users.updateProfile(params.id, body));
  routeFromContract(app, usersApi.reset, ({ params }) => users.reset(params.id));
  routeFromContract(app, usersApi.erase, ({ params, body }) => users.erase(params.id, body.confirm_phone));
  routeFromContract(app, usersApi.upgrade, ({ params }) => users.upgrade(params.id));
  routeFromContract(app, usersApi.exportData, async ({ params }, request, reply) => {
    const document = await runRecordedRead(ctx.services.auditTrail, request, () =>
      ctx.services.dataExports.forUser(params.id),
    );
    reply
      .header(
        "content-disposition",
        `attachment; filename="${userDataExportFilename(params.id, ctx.clock.now())}"`,
      )
      .header("cache-control", "no-store");
    return document;
  });
  routeFromContract(app, usersApi.consent, ({ params }) => users.consentLog(params.id));
  routeFromContract(app, usersApi.optOut, ({ params }) => users.optOut(params.id));
  routeFromContract(app, usersApi.optIn, ({ params }) => users.optIn(params.id));
}
