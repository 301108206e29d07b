import { advertisersApi } from "@shared/api/advertisers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { ADVERTISING_STALE_TIME_MS } from "@/lib/stale-times";
import { advertiserKeys } from "./advertisers-keys";

export const getAdvertiser = (id: number) => callApi(advertisersApi.get, { params: { id } });

export const advertiserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: advertiserKeys.detail(id),
    queryFn: () => getAdvertiser(id),
    staleTime: ADVERTISING_STALE_TIME_MS,
  });

/** One advertiser, for the heading of its advertisements screen. */
export const useAdvertiser = (id: number, options: { enabled: boolean }) =>
  useQuery({ ...advertiserQueryOptions(id), ...options });
