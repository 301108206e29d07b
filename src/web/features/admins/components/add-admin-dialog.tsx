import { type AdminCreate, type AdminCreateInput, adminCreateSchema } from "@shared/admins";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useZodForm } from "@/hooks/use-zod-form";
import { reportFormError } from "@/lib/server-field-errors";
import { useAddAdmin } from "../api/add-admin";
import { TemporaryPasswordField } from "./temporary-password-field";

/** "Add Admin": phone, optional name and a temporary password that they replace at their first sign-in. */
export function AddAdminDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm<AdminCreateInput, AdminCreate>(adminCreateSchema, {
    phone_number: "",
    name: "",
    temporary_password: "",
  });
  const add = useAddAdmin((error) =>
    reportFormError(
      form,
      error,
      ["phone_number", "name", "temporary_password"],
      "Failed to add admin. Please try again.",
    ),
  );
  const { errors } = form.formState;

  return (
    <FormDialog
      form={form}
      onSubmit={(input) => add.mutate(input, { onSuccess: onClose })}
      onClose={onClose}
      title="Add Admin"
      description="Tell them the temporary password yourself; they choose their own at their first sign-in."
      submitLabel="Add Admin"
      pending={add.isPending}
      pendingLabel="Adding..."
    >
      <FormField id="admin-phone" label="Phone number" error={errors.phone_number?.message}>
        <Input
          id="admin-phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+15551234567"
          {...fieldErrorProps("admin-phone", errors.phone_number?.message)}
          {...form.register("phone_number")}
        />
      </FormField>
      <FormField id="admin-name" label="Name (optional)" error={errors.name?.message}>
        <Input
          id="admin-name"
          autoComplete="off"
          {...fieldErrorProps("admin-name", errors.name?.message)}
          {...form.register("name")}
        />
      </FormField>
      <TemporaryPasswordField
        registration={form.register("temporary_password")}
        error={errors.temporary_password?.message}
      />
    </FormDialog>
  );
}
