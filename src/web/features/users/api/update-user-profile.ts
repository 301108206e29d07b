import { usersApi } from "@shared/api/users";
import type { UserProfileInput } from "@shared/users";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { applyUserChange } from "./user-mutations";

export const updateUserProfile = ({ id, profile }: UserProfileInput & { id: number }) =>
  callApi(usersApi.updateProfile, { params: { id }, body: { profile } });

/**
 * What the assistant remembers about the person, edited or cleared ("") by an operator, with the
 * spec's toasts. `showFieldErrors` puts a 400's messages under the form's field instead of a toast.
 */
export const useUpdateUserProfile = (showFieldErrors: (error: unknown) => boolean = () => false) =>
  useToastMutation({
    mutationFn: updateUserProfile,
    updateCache: applyUserChange,
    success: (user) =>
      user.profile
        ? { title: "Profile Saved", description: "The user's profile has been saved." }
        : { title: "Profile Cleared", description: "The user's profile has been cleared." },
    failure: (error, { profile }) => {
      if (showFieldErrors(error)) return;
      const action = profile ? "save" : "clear";
      showErrorToast(error, "Error", `Failed to ${action} profile. Please try again.`);
    },
  });
