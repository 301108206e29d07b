/** Query keys of the system numbers screen: every query, invalidation and cache write of the feature reads them here. */
export const systemNumberKeys = {
  all: ["admin", "system-numbers"] as const,
};
