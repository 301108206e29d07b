import { advertiserAdvertisementsApi } from "@shared/api/advertiser-advertisements";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { ADVERTISING_STALE_TIME_MS } from "@/lib/stale-times";
import { advertiserKeys } from "./advertisers-keys";

export const getAdvertiserAdvertisements = (advertiserId: number) =>
  callApi(advertiserAdvertisementsApi.list, { params: { id: advertiserId } });

export const advertiserAdvertisementsQueryOptions = (advertiserId: number) =>
  queryOptions({
    queryKey: advertiserKeys.advertisements(advertiserId),
    queryFn: () => getAdvertiserAdvertisements(advertiserId),
    staleTime: ADVERTISING_STALE_TIME_MS,
  });

export const useAdvertiserAdvertisements = (advertiserId: number, options: { enabled: boolean }) =>
  useQuery({ ...advertiserAdvertisementsQueryOptions(advertiserId), ...options });
