import type { AdminCreateInput } from "@shared/admins";
import { adminsApi } from "@shared/api/admins";
import { formatPhone } from "@shared/phone";
import { callApi } from "@/lib/call-api";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { adminKeys } from "./admins-keys";

export const addAdmin = (input: AdminCreateInput) => callApi(adminsApi.create, { body: input });

/** `reportError`: the form's reportFormError, which shows a refused field (a phone taken) under it. */
export const useAddAdmin = (reportError: (error: unknown) => void) =>
  useToastMutation({
    mutationFn: addAdmin,
    invalidates: () => [adminKeys.all],
    success: (admin) => ({
      title: "Admin added",
      description: `${formatPhone(admin.phone_number)} must choose a new password at their first sign-in.`,
    }),
    failure: reportError,
  });
