import type { AdvertiserInput } from "@shared/advertisers";
import { advertisersApi } from "@shared/api/advertisers";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { advertiserKeys } from "./advertisers-keys";

/** Create when there is no id, update otherwise (the update body carries the id too, spec 001 section 7). */
export interface SaveAdvertiser {
  id?: number;
  input: AdvertiserInput;
}

export const saveAdvertiser = ({ id, input }: SaveAdvertiser) =>
  id === undefined
    ? callApi(advertisersApi.create, { body: input })
    : callApi(advertisersApi.update, { params: { id }, body: { ...input, id } });

export const useSaveAdvertiser = () =>
  useToastMutation({
    mutationFn: saveAdvertiser,
    invalidates: () => [advertiserKeys.all],
    success: (advertiser, { id }) =>
      id === undefined
        ? { title: "Advertiser Created", description: `${advertiser.name} has been added.` }
        : { title: "Advertiser Updated", description: `${advertiser.name} has been updated.` },
    failure: (error, { id }) =>
      showErrorToast(
        error,
        "Error",
        id === undefined
          ? "There was an error creating the advertiser. Please try again."
          : "There was an error updating the advertiser. Please try again.",
      ),
  });
