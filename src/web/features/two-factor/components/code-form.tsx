import { type TwoFactorCodeInput, twoFactorCodeSchema } from "@shared/two-factor";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormInput } from "@/components/ui/form-input";
import { useZodForm } from "@/hooks/use-zod-form";
import { reportFormError } from "@/lib/server-field-errors";

interface CodeFormProps {
  label: string;
  submitLabel: string;
  /** The toast's first line when the failure is not the code's: "Failed to …. Please try again." */
  failure: string;
  pending: boolean;
  /** Resolves on success; a rejected code shows under the field, anything else as a toast. */
  onSubmit: (input: TwoFactorCodeInput) => Promise<unknown>;
  children?: ReactNode;
}

/** One code field and a button: enrolling, signing in and turning off all ask for exactly this. */
export function CodeForm({ label, submitLabel, failure, pending, onSubmit, children }: CodeFormProps) {
  const form = useZodForm<TwoFactorCodeInput, TwoFactorCodeInput>(twoFactorCodeSchema, { code: "" });
  const submit = form.handleSubmit((input) =>
    onSubmit(input).catch((error: unknown) => reportFormError(form, error, ["code"], failure)),
  );
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <FormInput form={form} name="code" label={label} autoComplete="one-time-code" autoFocus />
      {children}
      <Button type="submit" disabled={pending}>
        {pending ? "Checking..." : submitLabel}
      </Button>
    </form>
  );
}
