import type { AdvertiserAdvertisement } from "@shared/advertisers";
import { api } from "@/lib/api";
import { showErrorToast } from "@/lib/error-toast";
import { withQuery } from "@/lib/url";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { advertiserKeys } from "./advertisers-keys";

/** A real delete; the advertiser_id tells the server it is an advertiser's advertisement, not a simple one. */
export const deleteAdvertiserAdvertisement = (ad: Pick<AdvertiserAdvertisement, "id" | "advertiser_id">) =>
  api.delete<AdvertiserAdvertisement>(
    withQuery(`/api/admin/advertisements/${ad.id}`, { advertiser_id: ad.advertiser_id }),
  );

export const useDeleteAdvertiserAdvertisement = () =>
  useToastMutation({
    mutationFn: deleteAdvertiserAdvertisement,
    invalidates: (_deleted, ad) => [advertiserKeys.advertisements(ad.advertiser_id)],
    success: () => ({ title: "Advertisement Deleted", description: "The advertisement has been deleted." }),
    failure: (error) =>
      showErrorToast(error, "Error", "There was an error deleting the advertisement. Please try again."),
  });
