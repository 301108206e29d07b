import type { AdminCreateInput } from "@shared/admins";
import { adminsApi } from "@shared/api/admins";
import { formatPhone } from "@shared/phone";
import { actionErrorMessage } from "@/lib/action-error";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { adminKeys } from "./admins-keys";

export const addAdmin = (input: AdminCreateInput) => callApi(adminsApi.create, { body: input });

/** `showFieldErrors` puts a refused field's message under it (the common-password rule); else a toast. */
export const useAddAdmin = (showFieldErrors: (error: unknown) => boolean) =>
  useToastMutation({
    mutationFn: addAdmin,
    invalidates: () => [adminKeys.all],
    success: (admin) => ({
      title: "Admin added",
      description: `${formatPhone(admin.phone_number)} must choose a new password at their first sign-in.`,
    }),
    failure: (error) => {
      if (!showFieldErrors(error))
        showErrorToast(error, "Error", actionErrorMessage(error, "Failed to add admin"));
    },
  });
