import { adminsApi } from "@shared/api/admins";
import { formatPhone } from "@shared/phone";
import { callApi } from "@/lib/call-api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { adminKeys } from "./admins-keys";

export interface SetAdminStatus {
  id: number;
  disabled: boolean;
}

export const setAdminStatus = ({ id, disabled }: SetAdminStatus) =>
  callApi(disabled ? adminsApi.disable : adminsApi.enable, { params: { id } });

/** Disable (which signs them out everywhere) or re-enable; the server's 409 says why it refused. */
export const useSetAdminStatus = () =>
  useToastMutation({
    mutationFn: setAdminStatus,
    invalidates: () => [adminKeys.all],
    success: (admin, { disabled }) => ({
      title: disabled ? "Admin disabled" : "Admin enabled",
      description: disabled
        ? `${formatPhone(admin.phone_number)} was signed out everywhere and can no longer sign in.`
        : `${formatPhone(admin.phone_number)} can sign in again.`,
    }),
    failure: (error, { disabled }) =>
      showReasonedErrorToast(error, `Failed to ${disabled ? "disable" : "enable"} admin. Please try again.`),
  });
