import type { AdvertiserAdvertisementInput } from "@shared/advertisers";
import { advertisementsApi } from "@shared/api/advertisements";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { advertiserKeys } from "./advertisers-keys";

/**
 * Advertiser advertisements share POST and PUT /api/admin/advertisements with the simple form;
 * the advertiser_id in the body is what makes them an advertiser's (spec 001 section 7).
 */
export interface SaveAdvertiserAdvertisement {
  id?: number;
  input: AdvertiserAdvertisementInput;
}

export const saveAdvertiserAdvertisement = ({ id, input }: SaveAdvertiserAdvertisement) =>
  id === undefined
    ? callApi(advertisementsApi.create, { body: input })
    : callApi(advertisementsApi.update, { params: { id }, body: { ...input, id } });

export const useSaveAdvertiserAdvertisement = () =>
  useToastMutation({
    mutationFn: saveAdvertiserAdvertisement,
    invalidates: (_ad, { input }) => [advertiserKeys.advertisements(input.advertiser_id)],
    success: (_ad, { id }) =>
      id === undefined
        ? { title: "Advertisement Created", description: "The advertisement has been added." }
        : { title: "Advertisement Updated", description: "The advertisement has been updated." },
    failure: (error, { id }) =>
      showErrorToast(
        error,
        "Error",
        id === undefined
          ? "There was an error creating the advertisement. Please try again."
          : "There was an error updating the advertisement. Please try again.",
      ),
  });
