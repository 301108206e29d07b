/** Query keys of the dashboard: every query, invalidation and cache write of the feature reads them here. */
export const dashboardKeys = {
  all: ["admin", "dashboard"] as const,
  stats: () => [...dashboardKeys.all, "stats"] as const,
  activity: () => [...dashboardKeys.all, "activity"] as const,
  recentMessages: () => [...dashboardKeys.all, "recent-messages"] as const,
  notices: () => [...dashboardKeys.all, "notices"] as const,
  /** The public health check, outside the admin keys. */
  health: ["health"] as const,
};
