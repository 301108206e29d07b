import type { AdvertiserAdvertisement } from "@shared/advertisers";
import { advertisementsApi } from "@shared/api/advertisements";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { advertiserKeys } from "./advertisers-keys";

/** A real delete; the advertiser_id tells the server it is an advertiser's advertisement, not a simple one. */
export const deleteAdvertiserAdvertisement = (ad: Pick<AdvertiserAdvertisement, "id" | "advertiser_id">) =>
  callApi(advertisementsApi.remove, { params: { id: ad.id }, query: { advertiser_id: ad.advertiser_id } });

export const useDeleteAdvertiserAdvertisement = () =>
  useToastMutation({
    mutationFn: deleteAdvertiserAdvertisement,
    invalidates: (_deleted, ad) => [advertiserKeys.advertisements(ad.advertiser_id)],
    success: () => ({ title: "Advertisement Deleted", description: "The advertisement has been deleted." }),
    failure: (error) =>
      showErrorToast(error, "Error", "There was an error deleting the advertisement. Please try again."),
  });
