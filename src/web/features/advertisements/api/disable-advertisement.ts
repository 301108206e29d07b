import { advertisementsApi } from "@shared/api/advertisements";
import { actionErrorMessage } from "@/lib/action-error";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { advertisementKeys } from "./advertisements-keys";

/** DELETE deactivates: the advertisement stays listed as Inactive. */
export const disableAdvertisement = (id: number) =>
  callApi(advertisementsApi.remove, { params: { id }, query: {} });

export const useDisableAdvertisement = () =>
  useToastMutation({
    mutationFn: disableAdvertisement,
    invalidates: () => [advertisementKeys.all],
    success: () => ({ title: "Success", description: "Advertisement disabled successfully" }),
    failure: (error) =>
      showErrorToast(error, "Error", actionErrorMessage(error, "Failed to disable advertisement")),
  });
