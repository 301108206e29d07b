import { DateTime } from "luxon";
import type { Executor } from "../../db/client.js";
import { messageCountsByRole } from "../../db/repositories/messages.js";
import { readSettings } from "../../db/repositories/settings.js";
import { costsSince, dailyMessageCounts } from "../../db/repositories/stats.js";
import { countThreads } from "../../db/repositories/threads.js";
import { userCounts } from "../../db/repositories/users.js";
import {
  ACTIVITY_DAYS,
  type DailyMessageCount,
  type DashboardActivity,
  type DashboardStats,
} from "../../shared/dashboard.js";
import { ACTIVE_USER_WINDOW_MS } from "../../shared/users.js";
import { budgetCap, overMonthlyBudget } from "../delivery-rules/spend-caps.js";

export async function dashboardStats(db: Executor, now: Date): Promise<DashboardStats> {
  const [users, messages, needingPerson] = await Promise.all([
    userCounts(db, new Date(now.getTime() - ACTIVE_USER_WINDOW_MS)),
    messageCountsByRole(db),
    countThreads(db, { search: "", needsPerson: true }),
  ]);
  return {
    totalUsers: users.total,
    activeUsers: users.active,
    freeUsers: users.free,
    premiumUsers: users.premium,
    totalMessages: messages.total,
    userMessages: messages.user,
    assistantMessages: messages.assistant,
    systemMessages: messages.system,
    threadsNeedingPerson: needingPerson,
  };
}

/**
 * AI and SMS spend today and this month, the monthly AI budget, and messages per day, by the
 * calendar of `timeZone` (the one the pipeline's monthly budget follows too).
 */
export async function dashboardActivity(
  db: Executor,
  now: Date,
  timeZone: string,
): Promise<DashboardActivity> {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf("day");
  const firstChartDay = today.minus({ days: ACTIVITY_DAYS - 1 });
  const [costToday, costThisMonth, counts, settings] = await Promise.all([
    costsSince(db, today.toJSDate()),
    costsSince(db, today.startOf("month").toJSDate()),
    dailyMessageCounts(db, firstChartDay.toJSDate(), timeZone),
    readSettings(db),
  ]);
  return {
    timezone: timeZone,
    aiCostToday: costToday.ai,
    aiCostThisMonth: costThisMonth.ai,
    smsCostToday: costToday.sms,
    smsCostThisMonth: costThisMonth.sms,
    monthlyAiBudget: budgetCap(settings.MONTHLY_AI_BUDGET_USD),
    monthlyAiBudgetReached: overMonthlyBudget(costThisMonth.ai, settings.MONTHLY_AI_BUDGET_USD),
    messagesPerDay: fillDays(firstChartDay, counts),
  };
}

/** One entry per day of the chart, so days without messages show as zero rather than vanish. */
function fillDays(
  firstDay: DateTime,
  counts: Array<{ day: string; role: string; count: number }>,
): DailyMessageCount[] {
  const days = Array.from({ length: ACTIVITY_DAYS }, (_, index) => ({
    date: firstDay.plus({ days: index }).toISODate() ?? "",
    user: 0,
    assistant: 0,
    system: 0,
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const { day, role, count } of counts) {
    const entry = byDate.get(day);
    if (entry && (role === "user" || role === "assistant" || role === "system")) entry[role] += count;
  }
  return days;
}
