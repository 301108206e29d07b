import type { AdvertiserAdvertisement } from "@shared/advertisers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { ADVERTISING_STALE_TIME_MS } from "@/lib/stale-times";
import { advertiserKeys } from "./advertisers-keys";

export const getAdvertiserAdvertisements = (advertiserId: number) =>
  api.get<AdvertiserAdvertisement[]>(`/api/admin/advertisers/${advertiserId}/advertisements`);

export const advertiserAdvertisementsQueryOptions = (advertiserId: number) =>
  queryOptions({
    queryKey: advertiserKeys.advertisements(advertiserId),
    queryFn: () => getAdvertiserAdvertisements(advertiserId),
    staleTime: ADVERTISING_STALE_TIME_MS,
  });

export const useAdvertiserAdvertisements = (advertiserId: number, options: { enabled: boolean }) =>
  useQuery({ ...advertiserAdvertisementsQueryOptions(advertiserId), ...options });
