import { referralCodesApi } from "@shared/api/referral-codes";
import { ADMIN_PAGE_SIZE } from "@shared/list-query";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { referralCodeKeys } from "./referral-codes-keys";

export interface ReferralCodesPageQuery {
  search: string;
  /** 1-based. */
  page: number;
}

export const getReferralCodes = ({ search, page }: ReferralCodesPageQuery) =>
  callApi(referralCodesApi.list, {
    query: { search, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE },
  });

export const referralCodesQueryOptions = (query: ReferralCodesPageQuery) =>
  queryOptions({
    queryKey: referralCodeKeys.list(query),
    queryFn: () => getReferralCodes(query),
    placeholderData: keepPreviousData,
  });

/** One page of codes (every user has one, so the server pages and searches), with the total. */
export const useReferralCodes = (query: ReferralCodesPageQuery) => useQuery(referralCodesQueryOptions(query));
