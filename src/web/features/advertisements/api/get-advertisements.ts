import type { Advertisement } from "@shared/advertisements";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { ADVERTISING_STALE_TIME_MS } from "@/lib/stale-times";

export const getAdvertisements = () => api.get<Advertisement[]>("/api/admin/advertisements");

export const advertisementsQueryKey = ["admin", "advertisements"] as const;

export const advertisementsQueryOptions = () =>
  queryOptions({
    queryKey: advertisementsQueryKey,
    queryFn: getAdvertisements,
    staleTime: ADVERTISING_STALE_TIME_MS,
  });

export const useAdvertisements = () => useQuery(advertisementsQueryOptions());
