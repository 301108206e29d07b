import type { Advertisement } from "@shared/advertisements";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { ADVERTISING_STALE_TIME_MS } from "@/lib/stale-times";
import { advertisementKeys } from "./advertisements-keys";

export const getAdvertisements = () => api.get<Advertisement[]>("/api/admin/advertisements");

export const advertisementsQueryOptions = () =>
  queryOptions({
    queryKey: advertisementKeys.all,
    queryFn: getAdvertisements,
    staleTime: ADVERTISING_STALE_TIME_MS,
  });

export const useAdvertisements = () => useQuery(advertisementsQueryOptions());
