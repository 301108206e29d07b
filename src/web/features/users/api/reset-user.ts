import { usersApi } from "@shared/api/users";
import { threadKeys } from "@/features/threads/api/threads-keys";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { applyUserChange } from "./user-mutations";
import { userKeys } from "./users-keys";

export const resetUser = (id: number) => callApi(usersApi.reset, { params: { id } });

/** Spec 000 section 4 "Reset user", with the toasts of section 8. */
export const useResetUser = () =>
  useToastMutation({
    mutationFn: resetUser,
    updateCache: applyUserChange,
    // Deleted threads leave the threads list; the reminders go too.
    invalidates: (user) => [threadKeys.all, userKeys.reminders(user.id)],
    success: () => ({ title: "User Reset", description: "User has been successfully reset." }),
    failure: (error) => showErrorToast(error, "Error", "Failed to reset user. Please try again."),
  });
