import { passwordChangeSchema } from "@shared/admins";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { useZodForm } from "@/hooks/use-zod-form";
import { reportFormError } from "@/lib/server-field-errors";
import { useChangePassword } from "../api/change-password";

/** The new password typed twice: a typo in a masked field would otherwise lock the admin out. */
const changePasswordFormSchema = passwordChangeSchema
  .extend({ confirm_password: z.string() })
  .refine((values) => values.confirm_password === values.new_password, {
    path: ["confirm_password"],
    message: "The two new passwords do not match.",
  })
  .transform(({ current_password, new_password }) => ({ current_password, new_password }));

type ChangePasswordValues = z.input<typeof changePasswordFormSchema>;

const FIELDS = [
  {
    name: "current_password",
    id: "current-password",
    label: "Current password",
    autoComplete: "current-password",
  },
  { name: "new_password", id: "new-password", label: "New password", autoComplete: "new-password" },
  {
    name: "confirm_password",
    id: "confirm-password",
    label: "Confirm new password",
    autoComplete: "new-password",
  },
] as const;

/** Current password, then the new one twice; the server ends every other session and renews this one. */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const form = useZodForm<ChangePasswordValues, z.output<typeof changePasswordFormSchema>>(
    changePasswordFormSchema,
    { current_password: "", new_password: "", confirm_password: "" },
  );
  const change = useChangePassword();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => {
        toast({ title: "Password changed", description: "Your other sessions have been signed out." });
        onDone?.();
      },
      onError: (error) => {
        reportFormError(
          form,
          error,
          ["current_password", "new_password"],
          "Failed to change the password. Please try again.",
        );
      },
    }),
  );

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      {FIELDS.map((field) => (
        <FormField key={field.name} id={field.id} label={field.label} error={errors[field.name]?.message}>
          <Input
            id={field.id}
            type="password"
            autoComplete={field.autoComplete}
            {...fieldErrorProps(field.id, errors[field.name]?.message)}
            {...form.register(field.name)}
          />
        </FormField>
      ))}
      <Button type="submit" className="mt-2 w-full" disabled={change.isPending}>
        {change.isPending ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
