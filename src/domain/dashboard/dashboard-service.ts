import type { Database } from "../../db/client.js";
import { recentUserMessages } from "../../db/repositories/messages.js";
import { RECENT_MESSAGES_LIMIT, type RecentMessage } from "../../shared/dashboard.js";
import type { Clock } from "../clock.js";
import { dashboardActivity, dashboardStats } from "./dashboard.js";

export interface DashboardServiceDeps {
  db: Database;
  clock: Clock;
  /** DEFAULT_TIMEZONE: the calendar the activity's days and months follow. */
  timeZone: string;
}

/** The Dashboard: totals, the latest user messages, AI spend and daily volume. */
export function createDashboardService({ db, clock, timeZone }: DashboardServiceDeps) {
  return {
    stats: () => dashboardStats(db, clock.now()),
    recentMessages: async (): Promise<RecentMessage[]> => {
      const rows = await recentUserMessages(db, RECENT_MESSAGES_LIMIT);
      return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    },
    activity: () => dashboardActivity(db, clock.now(), timeZone),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
