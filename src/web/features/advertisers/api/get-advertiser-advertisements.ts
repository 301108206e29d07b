import type { AdvertiserAdvertisement } from "@shared/advertisers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { ADVERTISING_STALE_TIME_MS } from "@/lib/stale-times";

export const getAdvertiserAdvertisements = (advertiserId: number) =>
  api.get<AdvertiserAdvertisement[]>(`/api/admin/advertisers/${advertiserId}/advertisements`);

export const advertiserAdvertisementsQueryKey = (advertiserId: number) =>
  ["admin", "advertisers", advertiserId, "advertisements"] as const;

export const advertiserAdvertisementsQueryOptions = (advertiserId: number) =>
  queryOptions({
    queryKey: advertiserAdvertisementsQueryKey(advertiserId),
    queryFn: () => getAdvertiserAdvertisements(advertiserId),
    staleTime: ADVERTISING_STALE_TIME_MS,
  });

export const useAdvertiserAdvertisements = (advertiserId: number, options: { enabled: boolean }) =>
  useQuery({ ...advertiserAdvertisementsQueryOptions(advertiserId), ...options });
