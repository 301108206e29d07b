import type { ReferralCodesPageQuery } from "./get-referral-codes";

/** Query keys of the referral codes screen: every query, invalidation and cache write of the feature reads them here. */
export const referralCodeKeys = {
  all: ["admin", "referral-codes"] as const,
  list: (query: ReferralCodesPageQuery) => [...referralCodeKeys.all, query] as const,
};
