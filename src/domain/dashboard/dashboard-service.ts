import type { Database } from "../../db/client.js";
import { dismissDashboardNotice, openDashboardNotices } from "../../db/repositories/dashboard-notices.js";
import { recentUserMessages } from "../../db/repositories/messages.js";
import { RECENT_MESSAGES_LIMIT, type RecentMessage } from "../../shared/dashboard.js";
import {
  DASHBOARD_NOTICES,
  type DashboardNotice,
  type DashboardNoticeKey,
  isDashboardNoticeKey,
} from "../../shared/dashboard-notices.js";
import { AppError } from "../app-error.js";
import type { Clock } from "../clock.js";
import { dashboardActivity, dashboardStats } from "./dashboard.js";

export interface DashboardServiceDeps {
  db: Database;
  clock: Clock;
  /** DEFAULT_TIMEZONE: the calendar the activity's days and months follow. */
  timeZone: string;
}

/** The Dashboard: totals, the latest user messages, AI spend and daily volume, and notices to read once. */
export function createDashboardService({ db, clock, timeZone }: DashboardServiceDeps) {
  return {
    stats: () => dashboardStats(db, clock.now()),
    recentMessages: async (): Promise<RecentMessage[]> => {
      const rows = await recentUserMessages(db, RECENT_MESSAGES_LIMIT);
      return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    },
    activity: () => dashboardActivity(db, clock.now(), timeZone),
    /** The notices no operator has dismissed, in words; a key this build has no words for is left out. */
    notices: async (): Promise<DashboardNotice[]> => {
      const rows = await openDashboardNotices(db);
      return rows.flatMap(({ key, created_at }) =>
        isDashboardNoticeKey(key)
          ? [{ id: key, ...DASHBOARD_NOTICES[key], created_at: created_at.toISOString() }]
          : [],
      );
    },
    /** Hides a notice from every operator for good. */
    dismissNotice: async (key: DashboardNoticeKey, actor: { adminId: number }): Promise<void> => {
      if (!(await dismissDashboardNotice(db, key, actor.adminId, clock.now())))
        throw AppError.notFound("This notice was never shown on this installation's dashboard");
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
