import { usersApi } from "@shared/api/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { threadKeys } from "@/features/threads/api/threads-keys";
import { toast } from "@/hooks/use-toast";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { applyUserChange } from "./user-mutations";

export const resetUser = (id: number) => callApi(usersApi.reset, { params: { id } });

/** Spec 000 section 4 "Reset user", with the toasts of section 8. */
export const useResetUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUser,
    onSuccess: (user) => {
      applyUserChange(queryClient, user);
      // Deleted threads leave the threads list.
      void queryClient.invalidateQueries({ queryKey: threadKeys.all });
      toast({ title: "User Reset", description: "User has been successfully reset." });
    },
    onError: (error) => showErrorToast(error, "Error", "Failed to reset user. Please try again."),
  });
};
