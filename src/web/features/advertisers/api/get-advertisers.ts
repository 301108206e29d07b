import type { Advertiser } from "@shared/advertisers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { ADVERTISING_STALE_TIME_MS } from "@/lib/stale-times";

export const getAdvertisers = () => api.get<Advertiser[]>("/api/admin/advertisers");

export const advertisersQueryKey = ["admin", "advertisers"] as const;

export const advertisersQueryOptions = () =>
  queryOptions({
    queryKey: advertisersQueryKey,
    queryFn: getAdvertisers,
    staleTime: ADVERTISING_STALE_TIME_MS,
  });

export const useAdvertisers = () => useQuery(advertisersQueryOptions());
