import type { FastifyInstance } from "fastify";
import { dashboardApi } from "../../../shared/api/dashboard.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";
import { currentAdmin } from "../../plugins/admin-session.js";

/** The Dashboard: totals, the latest user messages, AI spend and daily volume, and notices to read once. */
export async function dashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { dashboard } = ctx.services;
  routeFromContract(app, dashboardApi.stats, () => dashboard.stats());
  routeFromContract(app, dashboardApi.recentMessages, () => dashboard.recentMessages());
  routeFromContract(app, dashboardApi.activity, () => dashboard.activity());
  routeFromContract(app, dashboardApi.notices, () => dashboard.notices());
  routeFromContract(app, dashboardApi.dismissNotice, async ({ params }, request) => {
    await dashboard.dismissNotice(params.id, { adminId: currentAdmin(request).id });
    return undefined;
  });
}
