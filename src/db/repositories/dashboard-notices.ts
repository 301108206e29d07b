import { asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { dashboardNotices } from "../schema/index.js";

/** The notices no operator has dismissed yet, oldest first. */
export async function openDashboardNotices(db: Executor) {
  return db
    .select({ key: dashboardNotices.key, created_at: dashboardNotices.created_at })
    .from(dashboardNotices)
    .where(isNull(dashboardNotices.dismissed_at))
    .orderBy(asc(dashboardNotices.created_at), asc(dashboardNotices.key));
}

/**
 * Marks a notice dismissed by `adminId`; one dismissed already keeps who dismissed it first (two
 * operators may click at once). False when the installation never had the notice.
 */
export async function dismissDashboardNotice(
  db: Executor,
  key: string,
  adminId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(dashboardNotices)
    .set({
      dismissed_at: sql`coalesce(${dashboardNotices.dismissed_at}, ${now})`,
      dismissed_by: sql`case when ${dashboardNotices.dismissed_at} is null then ${adminId}
        else ${dashboardNotices.dismissed_by} end`,
    })
    .where(eq(dashboardNotices.key, key))
    .returning({ key: dashboardNotices.key });
  return rows.length > 0;
}
