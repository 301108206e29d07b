import { type SystemNumber, type SystemNumberUpdate, systemNumberUpdateSchema } from "@shared/system-numbers";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { formatPhone } from "@/lib/format";
import { useChangeSystemNumber } from "../api/update-system-number";
import { SystemNumberDetailFields, type SystemNumberFormValues } from "./system-number-fields";

// The form shows the number (read-only, in the title) but never sends it: it is the number's identity.
const editSchema = systemNumberUpdateSchema.extend({ number: z.string() });

/**
 * Edits a number's name, campaign, prompt, send rate and Messaging Service; the number itself stays
 * (it is the identity).
 */
export function EditSystemNumberDialog({ number, onClose }: { number: SystemNumber; onClose: () => void }) {
  const form = useZodForm<SystemNumberFormValues, SystemNumberUpdate & { number: string }>(editSchema, {
    number: number.number,
    friendly_name: number.friendly_name ?? "",
    campaign: number.campaign ?? "",
    custom_prompt: number.custom_prompt ?? "",
    messages_per_second: String(number.messages_per_second),
    messaging_service_sid: number.messaging_service_sid ?? "",
  });
  const change = useChangeSystemNumber();

  return (
    <FormDialog
      form={form}
      onSubmit={({ number: _number, ...changes }) =>
        change.mutate({ action: "edit", id: number.id, changes }, { onSuccess: onClose })
      }
      onClose={onClose}
      title="Edit System Number"
      description={formatPhone(number.number)}
      size="wide"
      submitLabel="Save Changes"
      pending={change.isPending}
      spinner
    >
      <SystemNumberDetailFields idPrefix="edit" register={form.register} errors={form.formState.errors} />
    </FormDialog>
  );
}
