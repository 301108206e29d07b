import { advertisementsApi } from "@shared/api/advertisements";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { ADVERTISING_STALE_TIME_MS } from "@/lib/stale-times";
import { advertisementKeys } from "./advertisements-keys";

export const getAdvertisements = () => callApi(advertisementsApi.list);

export const advertisementsQueryOptions = () =>
  queryOptions({
    queryKey: advertisementKeys.all,
    queryFn: getAdvertisements,
    staleTime: ADVERTISING_STALE_TIME_MS,
  });

export const useAdvertisements = () => useQuery(advertisementsQueryOptions());
