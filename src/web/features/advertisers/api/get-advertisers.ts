import { advertisersApi } from "@shared/api/advertisers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { ADVERTISING_STALE_TIME_MS } from "@/lib/stale-times";
import { advertiserKeys } from "./advertisers-keys";

export const getAdvertisers = () => callApi(advertisersApi.list);

export const advertisersQueryOptions = () =>
  queryOptions({
    queryKey: advertiserKeys.all,
    queryFn: getAdvertisers,
    staleTime: ADVERTISING_STALE_TIME_MS,
  });

export const useAdvertisers = () => useQuery(advertisersQueryOptions());
