/** Query keys of the Admins screen: every query, invalidation and cache write of the feature reads them here. */
export const adminKeys = {
  all: ["admin", "admins"] as const,
};
