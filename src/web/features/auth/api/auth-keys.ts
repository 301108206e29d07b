/** Query keys of the session: every query, invalidation and cache write of the feature reads them here. */
export const authKeys = {
  me: ["admin", "me"] as const,
};
