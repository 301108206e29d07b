import { MIN_NEW_PASSWORD_LENGTH } from "@shared/admins";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** Shown as typed, not masked: whoever sets a temporary password has to pass it on. */
export function TemporaryPasswordField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <FormField id="admin-temporary-password" label="Temporary password" error={error}>
      <Input
        id="admin-temporary-password"
        className="font-mono"
        autoComplete="off"
        spellCheck={false}
        placeholder={`At least ${MIN_NEW_PASSWORD_LENGTH} characters`}
        {...fieldErrorProps("admin-temporary-password", error)}
        {...registration}
      />
    </FormField>
  );
}
