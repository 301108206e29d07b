import { z } from "zod";

/** GET /api/admin/dashboard/stats (spec 000 section 3). */
export const dashboardStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  freeUsers: z.number().int(),
  premiumUsers: z.number().int(),
  totalMessages: z.number().int(),
  userMessages: z.number().int(),
  assistantMessages: z.number().int(),
  systemMessages: z.number().int(),
  /** Threads whose person asked for a human and that no operator has taken over yet (decision 030). */
  threadsNeedingPerson: z.number().int(),
});

export type DashboardStats = z.output<typeof dashboardStatsSchema>;

/** GET /api/admin/dashboard/recent-messages: the latest texts users sent. */
export const recentMessageSchema = z.object({
  id: z.number().int(),
  sender: z.string(),
  content: z.string(),
  created_at: z.string(),
});

export type RecentMessage = z.output<typeof recentMessageSchema>;

/** How many recent user messages the dashboard lists. */
export const RECENT_MESSAGES_LIMIT = 10;
/** Days in the dashboard's messages-per-day chart, today included. */
export const ACTIVITY_DAYS = 14;

export const dailyMessageCountSchema = z.object({
  /** Calendar day in the operator time zone, YYYY-MM-DD. */
  date: z.string(),
  user: z.number().int(),
  assistant: z.number().int(),
  system: z.number().int(),
});

export type DailyMessageCount = z.output<typeof dailyMessageCountSchema>;

/** GET /api/admin/dashboard/activity: AI spend and message volume, by the operator time zone. */
export const dashboardActivitySchema = z.object({
  /** IANA zone whose calendar days and months the figures use (DEFAULT_TIMEZONE). */
  timezone: z.string(),
  aiCostToday: z.number(),
  aiCostThisMonth: z.number(),
  /** Estimated carrier cost of the parts sent (segments × SMS_SEGMENT_PRICE_USD when each was stored). */
  smsCostToday: z.number(),
  smsCostThisMonth: z.number(),
  /** MONTHLY_AI_BUDGET_USD, or null when there is none. */
  monthlyAiBudget: z.number().nullable(),
  /** The month's AI spend has reached the budget: the offline assistant answers until next month. */
  monthlyAiBudgetReached: z.boolean(),
  /** Oldest day first, ACTIVITY_DAYS entries, days without messages included as zeros. */
  messagesPerDay: z.array(dailyMessageCountSchema),
});

export type DashboardActivity = z.output<typeof dashboardActivitySchema>;
