import type { FastifyInstance } from "fastify";
import { dashboardApi } from "../../../shared/api/dashboard.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/** The Dashboard: totals, the latest user messages, AI spend and daily volume. */
export async function dashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { dashboard } = ctx.services;
  routeFromContract(app, dashboardApi.stats, () => dashboard.stats());
  routeFromContract(app, dashboardApi.recentMessages, () => dashboard.recentMessages());
  routeFromContract(app, dashboardApi.activity, () => dashboard.activity());
}
