import { usersApi } from "@shared/api/users";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { applyUserChange } from "./user-mutations";

export const upgradeUser = (id: number) => callApi(usersApi.upgrade, { params: { id } });

/** Free to premium (unlimited messaging), with the toasts of spec 000 section 8. */
export const useUpgradeUser = () =>
  useToastMutation({
    mutationFn: upgradeUser,
    updateCache: applyUserChange,
    success: () => ({
      title: "User Upgraded",
      description: "User has been successfully upgraded to premium.",
    }),
    failure: (error) => showErrorToast(error, "Error", "Failed to upgrade user. Please try again."),
  });
