import type { SystemNumberCreateInput } from "@shared/system-numbers";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

/** The add form's and the edit dialog's fields, as typed (the shared schema converts them). */
export type SystemNumberFormValues = SystemNumberCreateInput;

export const emptySystemNumberForm: SystemNumberFormValues = {
  number: "",
  friendly_name: "",
  campaign: "",
  custom_prompt: "",
  messages_per_second: "1",
  messaging_service_sid: "",
  is_active: true,
};

interface FieldsProps {
  /** Prefix for element ids, so the add form and the edit dialog can be on screen together. */
  idPrefix: string;
  register: UseFormRegister<SystemNumberFormValues>;
  errors: FieldErrors<SystemNumberFormValues>;
}

/** Friendly name, campaign, send rate, Messaging Service and custom prompt: what both forms edit. */
export function SystemNumberDetailFields({ idPrefix, register, errors }: FieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={id("friendly_name")} label="Friendly Name" error={errors.friendly_name?.message}>
          <Input
            id={id("friendly_name")}
            placeholder="Main line"
            {...fieldErrorProps(id("friendly_name"), errors.friendly_name?.message)}
            {...register("friendly_name")}
          />
        </FormField>
        <FormField id={id("campaign")} label="Campaign" error={errors.campaign?.message}>
          <Input
            id={id("campaign")}
            placeholder="Spring launch"
            {...fieldErrorProps(id("campaign"), errors.campaign?.message)}
            {...register("campaign")}
          />
        </FormField>
        <FormField id={id("mps")} label="Messages per Second" error={errors.messages_per_second?.message}>
          <Input
            id={id("mps")}
            type="number"
            min={0.1}
            step="any"
            inputMode="decimal"
            {...fieldErrorProps(id("mps"), errors.messages_per_second?.message)}
            {...register("messages_per_second")}
          />
        </FormField>
      </div>
      <FormField
        id={id("messaging_service_sid")}
        label="Messaging Service SID"
        error={errors.messaging_service_sid?.message}
      >
        <Input
          id={id("messaging_service_sid")}
          className="font-mono"
          placeholder="MG… (optional)"
          autoComplete="off"
          spellCheck={false}
          {...fieldErrorProps(id("messaging_service_sid"), errors.messaging_service_sid?.message)}
          {...register("messaging_service_sid")}
        />
      </FormField>
      <FormField id={id("custom_prompt")} label="Custom Prompt" error={errors.custom_prompt?.message}>
        <Textarea
          id={id("custom_prompt")}
          rows={3}
          placeholder="Optional instructions for the assistant on this number"
          {...fieldErrorProps(id("custom_prompt"), errors.custom_prompt?.message)}
          {...register("custom_prompt")}
        />
      </FormField>
    </>
  );
}
