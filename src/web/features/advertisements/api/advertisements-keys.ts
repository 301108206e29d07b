/** Query keys of the advertisements screen: every query, invalidation and cache write of the feature reads them here. */
export const advertisementKeys = {
  all: ["admin", "advertisements"] as const,
};
