import { type SystemNumberCreate, systemNumberCreateSchema } from "@shared/system-numbers";
import { Plus } from "lucide-react";
import { Controller } from "react-hook-form";
import { FormCard } from "@/components/ui/form-card";
import { FormInput } from "@/components/ui/form-input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useZodForm } from "@/hooks/use-zod-form";
import { isApiError } from "@/lib/api";
import { useAddSystemNumber } from "../api/add-system-number";
import {
  emptySystemNumberForm,
  SystemNumberDetailFields,
  type SystemNumberFormValues,
} from "./system-number-fields";

/** Spec 000 section 5: the number is required and E.164; the rest optional; active by default. */
export function AddSystemNumberForm() {
  const form = useZodForm<SystemNumberFormValues, SystemNumberCreate>(
    systemNumberCreateSchema,
    emptySystemNumberForm,
  );
  const { register, control, formState, reset, setError } = form;
  const { errors } = formState;
  const add = useAddSystemNumber();

  const onSubmit = async (values: SystemNumberCreate) => {
    await add.mutateAsync(values).then(
      () => reset(emptySystemNumberForm),
      // The mutation's toast reports the failure and the form keeps what was typed. A number that
      // is already configured (409) is the field's fault: the server's reason shows under it.
      (error: unknown) => {
        if (isApiError(error, 409) && error.serverMessage) {
          setError("number", { message: error.serverMessage }, { shouldFocus: true });
        }
      },
    );
  };

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      title="Add System Number"
      description="A phone number people text to reach the assistant, in E.164 format."
      formClassName="flex flex-col gap-4"
      submitLabel="Add Number"
      pending={add.isPending}
      spinner
      icon={<Plus aria-hidden />}
      submitClassName="w-full sm:w-auto"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormInput
          form={form}
          name="number"
          label="Number"
          type="tel"
          placeholder="+15551234567"
          autoComplete="off"
        />
        <div className="flex h-10 items-center gap-3">
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <Switch id="new-is-active" checked={field.value ?? true} onCheckedChange={field.onChange} />
            )}
          />
          <Label htmlFor="new-is-active">Active</Label>
        </div>
      </div>
      <SystemNumberDetailFields idPrefix="new" register={register} errors={errors} />
    </FormCard>
  );
}
