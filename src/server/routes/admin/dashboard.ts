import type { FastifyInstance } from "fastify";
import { recentUserMessages } from "../../../db/repositories/messages.js";
import { dashboardActivity, dashboardStats } from "../../../domain/dashboard/dashboard.js";
import { RECENT_MESSAGES_LIMIT, type RecentMessage } from "../../../shared/dashboard.js";
import type { AppContext } from "../../context.js";

/** The Dashboard: totals, the latest user messages, AI spend and daily volume. */
export async function dashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx.database;

  app.get("/dashboard/stats", async () => dashboardStats(db, ctx.clock.now()));

  app.get("/dashboard/recent-messages", async (): Promise<RecentMessage[]> => {
    const rows = await recentUserMessages(db, RECENT_MESSAGES_LIMIT);
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  });

  app.get("/dashboard/activity", async () =>
    dashboardActivity(db, ctx.clock.now(), ctx.env.DEFAULT_TIMEZONE),
  );
}
