/** Query keys of the Security page's sessions list: every query and invalidation of the feature reads them here. */
export const sessionKeys = {
  all: ["admin", "me", "sessions"] as const,
};
