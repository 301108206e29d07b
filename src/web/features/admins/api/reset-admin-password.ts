import type { AdminPasswordResetInput } from "@shared/admins";
import { adminsApi } from "@shared/api/admins";
import { formatPhone } from "@shared/phone";
import { actionErrorMessage } from "@/lib/action-error";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { adminKeys } from "./admins-keys";

export interface ResetAdminPassword {
  id: number;
  input: AdminPasswordResetInput;
}

export const resetAdminPassword = ({ id, input }: ResetAdminPassword) =>
  callApi(adminsApi.resetPassword, { params: { id }, body: input });

export const useResetAdminPassword = (showFieldErrors: (error: unknown) => boolean) =>
  useToastMutation({
    mutationFn: resetAdminPassword,
    invalidates: () => [adminKeys.all],
    success: (admin) => ({
      title: "Password reset",
      description: `${formatPhone(admin.phone_number)} was signed out everywhere and must choose a new password at the next sign-in.`,
    }),
    failure: (error) => {
      if (!showFieldErrors(error)) {
        showErrorToast(error, "Error", actionErrorMessage(error, "Failed to reset the password"));
      }
    },
  });
