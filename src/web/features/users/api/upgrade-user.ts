import { usersApi } from "@shared/api/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { applyUserChange } from "./user-mutations";

export const upgradeUser = (id: number) => callApi(usersApi.upgrade, { params: { id } });

/** Free to premium (unlimited messaging), with the toasts of spec 000 section 8. */
export const useUpgradeUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeUser,
    onSuccess: (user) => {
      applyUserChange(queryClient, user);
      toast({ title: "User Upgraded", description: "User has been successfully upgraded to premium." });
    },
    onError: (error) => showErrorToast(error, "Error", "Failed to upgrade user. Please try again."),
  });
};
