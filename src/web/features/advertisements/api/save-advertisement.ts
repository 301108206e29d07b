import type { AdvertisementInput } from "@shared/advertisements";
import { advertisementsApi } from "@shared/api/advertisements";
import { actionErrorMessage } from "@/lib/action-error";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { advertisementKeys } from "./advertisements-keys";

/** Create when there is no id, update otherwise. */
export interface SaveAdvertisement {
  id?: number;
  input: AdvertisementInput;
}

export const saveAdvertisement = ({ id, input }: SaveAdvertisement) =>
  id === undefined
    ? callApi(advertisementsApi.create, { body: input })
    : callApi(advertisementsApi.update, { params: { id }, body: input });

export const useSaveAdvertisement = () =>
  useToastMutation({
    mutationFn: saveAdvertisement,
    invalidates: () => [advertisementKeys.all],
    success: (_advertisement, { id }) => ({
      title: "Success",
      description:
        id === undefined ? "Advertisement created successfully" : "Advertisement updated successfully",
    }),
    failure: (error, { id }) =>
      showErrorToast(
        error,
        "Error",
        actionErrorMessage(
          error,
          id === undefined ? "Failed to create advertisement" : "Failed to update advertisement",
        ),
      ),
  });
