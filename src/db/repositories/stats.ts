import { eq, gte, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { messageHourlyStats, tableRowCounts } from "../schema/index.js";

/** Rows in the table, from the trigger-kept counter: exact, without scanning the table. */
export async function rowCount(db: Executor, table: "users" | "threads"): Promise<number> {
  const [row] = await db
    .select({ value: sql<string | number | null>`sum(${tableRowCounts.row_count})` })
    .from(tableRowCounts)
    .where(eq(tableRowCounts.table_name, table));
  return Number(row?.value ?? 0);
}

/** All messages ever kept, by sender role. */
export async function messageTotalsByRole(db: Executor) {
  const rows = await db
    .select({
      role: messageHourlyStats.sender_role,
      value: sql<string | number>`sum(${messageHourlyStats.messages})`,
    })
    .from(messageHourlyStats)
    .groupBy(messageHourlyStats.sender_role);
  return Object.fromEntries(rows.map((row) => [row.role, Number(row.value)])) as Record<string, number>;
}

/**
 * USD spent on AI replies and (estimated) on SMS parts in the hours from `since` on (`since` falls
 * on an hour in whole-hour zones).
 */
export async function costsSince(db: Executor, since: Date): Promise<{ ai: number; sms: number }> {
  const [row] = await db
    .select({
      ai: sql<string | number | null>`sum(${messageHourlyStats.ai_cost})`,
      sms: sql<string | number | null>`sum(${messageHourlyStats.sms_cost})`,
    })
    .from(messageHourlyStats)
    .where(gte(messageHourlyStats.hour, since));
  return { ai: Number(row?.ai ?? 0), sms: Number(row?.sms ?? 0) };
}

/** Messages per calendar day (in `timeZone`) and sender role since the instant. */
export async function dailyMessageCounts(db: Executor, since: Date, timeZone: string) {
  const day = sql<string>`to_char(${messageHourlyStats.hour} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      role: messageHourlyStats.sender_role,
      value: sql<string | number>`sum(${messageHourlyStats.messages})`,
    })
    .from(messageHourlyStats)
    .where(gte(messageHourlyStats.hour, since))
    // By position: the time zone is a parameter, so a repeated expression would not match the select's.
    .groupBy(sql`1`, sql`2`);
  return rows.map((row) => ({ day: row.day, role: row.role, count: Number(row.value) }));
}
