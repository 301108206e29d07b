/** Query keys of the announcements screen: every query, invalidation and cache write of the feature reads them here. */
export const announcementKeys = {
  all: ["admin", "announcements"] as const,
  cohortStats: ["admin", "cohorts", "stats"] as const,
};
