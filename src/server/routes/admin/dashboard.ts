import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";

/** The Dashboard: totals, the latest user messages, AI spend and daily volume. */
export async function dashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { dashboard } = ctx.services;

  app.get("/dashboard/stats", async () => dashboard.stats());

  app.get("/dashboard/recent-messages", async () => dashboard.recentMessages());

  app.get("/dashboard/activity", async () => dashboard.activity());
}
