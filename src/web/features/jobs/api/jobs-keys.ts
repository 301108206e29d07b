/** Query keys of the jobs screen: every query, invalidation and cache write of the feature reads them here. */
export const jobKeys = {
  all: ["admin", "jobs"] as const,
};
