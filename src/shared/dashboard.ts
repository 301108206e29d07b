/** GET /api/admin/dashboard/stats (spec 000 section 3). */
export interface DashboardStats {
  totalUsers: number;
  activeUsers: number;
  freeUsers: number;
  premiumUsers: number;
  totalMessages: number;
  userMessages: number;
  assistantMessages: number;
  systemMessages: number;
}

/** GET /api/admin/dashboard/recent-messages: the latest texts users sent. */
export interface RecentMessage {
  id: number;
  sender: string;
  content: string;
  created_at: string;
}

/** How many recent user messages the dashboard lists. */
export const RECENT_MESSAGES_LIMIT = 10;
/** Days in the dashboard's messages-per-day chart, today included. */
export const ACTIVITY_DAYS = 14;

export interface DailyMessageCount {
  /** Calendar day in the operator time zone, YYYY-MM-DD. */
  date: string;
  user: number;
  assistant: number;
  system: number;
}

/** GET /api/admin/dashboard/activity: AI spend and message volume, by the operator time zone. */
export interface DashboardActivity {
  /** IANA zone whose calendar days and months the figures use (DEFAULT_TIMEZONE). */
  timezone: string;
  aiCostToday: number;
  aiCostThisMonth: number;
  /** Oldest day first, ACTIVITY_DAYS entries, days without messages included as zeros. */
  messagesPerDay: DailyMessageCount[];
}
