import type { Advertiser } from "@shared/advertisers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { ADVERTISING_STALE_TIME_MS } from "@/lib/stale-times";
import { advertiserKeys } from "./advertisers-keys";

export const getAdvertisers = () => api.get<Advertiser[]>("/api/admin/advertisers");

export const advertisersQueryOptions = () =>
  queryOptions({
    queryKey: advertiserKeys.all,
    queryFn: getAdvertisers,
    staleTime: ADVERTISING_STALE_TIME_MS,
  });

export const useAdvertisers = () => useQuery(advertisersQueryOptions());
