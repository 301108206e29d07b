import { usersApi } from "@shared/api/users";
import type { ConsentAction } from "@shared/consent";
import { callApi } from "@/lib/call-api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { applyUserChange } from "./user-mutations";
import { userKeys } from "./users-keys";

export const changeUserConsent = ({ id, action }: { id: number; action: ConsentAction }) =>
  callApi(action === "opt_out" ? usersApi.optOut : usersApi.optIn, { params: { id } });

/** An operator's opt-out or opt-in; the dialog's consent log reloads with the new entry. */
export const useChangeUserConsent = () =>
  useToastMutation({
    mutationFn: changeUserConsent,
    updateCache: applyUserChange,
    invalidates: (user) => [userKeys.consent(user.id)],
    success: (user) =>
      user.opted_out
        ? { title: "User Opted Out", description: "The user will receive no more texts." }
        : { title: "User Opted In", description: "The user can receive texts again." },
    failure: (error) =>
      showReasonedErrorToast(error, "Failed to change the user's consent. Please try again."),
  });
