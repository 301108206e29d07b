import { type AdminAccount, type AdminPasswordResetInput, adminPasswordResetSchema } from "@shared/admins";
import { formatPhone } from "@shared/phone";
import { FormDialog } from "@/components/ui/form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { reportFormError } from "@/lib/server-field-errors";
import { useResetAdminPassword } from "../api/reset-admin-password";
import { TemporaryPasswordField } from "./temporary-password-field";

/** Gives another admin a temporary password; the server signs them out everywhere. */
export function ResetPasswordDialog({ admin, onClose }: { admin: AdminAccount; onClose: () => void }) {
  const form = useZodForm<{ temporary_password: string }, AdminPasswordResetInput>(adminPasswordResetSchema, {
    temporary_password: "",
  });
  const reset = useResetAdminPassword((error) =>
    reportFormError(form, error, ["temporary_password"], "Failed to reset the password. Please try again."),
  );

  return (
    <FormDialog
      form={form}
      onSubmit={(input) => reset.mutate({ id: admin.id, input }, { onSuccess: onClose })}
      onClose={onClose}
      title="Reset Password"
      description={`${admin.name ?? formatPhone(admin.phone_number)} will be signed out everywhere and must choose a new password at their next sign-in.`}
      submitLabel="Reset Password"
      pending={reset.isPending}
      pendingLabel="Resetting..."
    >
      <TemporaryPasswordField
        registration={form.register("temporary_password")}
        error={form.formState.errors.temporary_password?.message}
      />
    </FormDialog>
  );
}
