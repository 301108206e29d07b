/** Query keys of the advertisers screens: every query, invalidation and cache write of the feature reads them here. */
export const advertiserKeys = {
  /** Also the prefix of one advertiser and of its advertisements, so a saved advertiser refreshes them too. */
  all: ["admin", "advertisers"] as const,
  detail: (id: number) => [...advertiserKeys.all, id] as const,
  advertisements: (advertiserId: number) => [...advertiserKeys.all, advertiserId, "advertisements"] as const,
};
