/** Query keys of the settings screen: every query, invalidation and cache write of the feature reads them here. */
export const settingsKeys = {
  all: ["admin", "settings"] as const,
};
