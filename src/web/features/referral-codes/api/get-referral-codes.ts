import { ADMIN_PAGE_SIZE } from "@shared/list-query";
import type { ReferralCode } from "@shared/referral-codes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { withQuery } from "@/lib/url";
import { referralCodeKeys } from "./referral-codes-keys";

export interface ReferralCodesPageQuery {
  search: string;
  /** 1-based. */
  page: number;
}

export const getReferralCodes = ({ search, page }: ReferralCodesPageQuery) =>
  api.getPage<ReferralCode>(
    withQuery("/api/admin/referral-codes", {
      search,
      limit: ADMIN_PAGE_SIZE,
      offset: (page - 1) * ADMIN_PAGE_SIZE,
    }),
  );

export const referralCodesQueryOptions = (query: ReferralCodesPageQuery) =>
  queryOptions({
    queryKey: referralCodeKeys.list(query),
    queryFn: () => getReferralCodes(query),
    placeholderData: keepPreviousData,
  });

/** One page of codes (every user has one, so the server pages and searches), with the total. */
export const useReferralCodes = (query: ReferralCodesPageQuery) => useQuery(referralCodesQueryOptions(query));
