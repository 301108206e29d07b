import type { AdminUser } from "@shared/users";
import { api } from "@/lib/api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { applyUserChange } from "./user-mutations";

export const upgradeUser = (id: number) => api.post<AdminUser>(`/api/admin/users/${id}/upgrade`);

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
