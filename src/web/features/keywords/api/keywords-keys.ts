/** Query keys of the keywords screen: every query, invalidation and cache write of the feature reads them here. */
export const keywordKeys = {
  all: ["admin", "keywords"] as const,
};
