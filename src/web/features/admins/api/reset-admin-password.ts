import type { AdminPasswordResetInput } from "@shared/admins";
import { adminsApi } from "@shared/api/admins";
import { formatPhone } from "@shared/phone";
import { callApi } from "@/lib/call-api";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { adminKeys } from "./admins-keys";

export interface ResetAdminPassword {
  id: number;
  input: AdminPasswordResetInput;
}

export const resetAdminPassword = ({ id, input }: ResetAdminPassword) =>
  callApi(adminsApi.resetPassword, { params: { id }, body: input });

/** `reportError`: the form's reportFormError, which shows a refused password under its field. */
export const useResetAdminPassword = (reportError: (error: unknown) => void) =>
  useToastMutation({
    mutationFn: resetAdminPassword,
    invalidates: () => [adminKeys.all],
    success: (admin) => ({
      title: "Password reset",
      description: `${formatPhone(admin.phone_number)} was signed out everywhere and must choose a new password at the next sign-in.`,
    }),
    failure: reportError,
  });
