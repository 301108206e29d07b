import { type ReferralCode, referralLimitSchema } from "@shared/referral-codes";
import { Controller } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useZodForm } from "@/hooks/use-zod-form";
import { useChangeReferralCode } from "../api/update-referral-code";

/** "Edit Limit" for a system code; the field takes digits only. */
export function EditLimitDialog({ code, onClose }: { code: ReferralCode; onClose: () => void }) {
  const form = useZodForm(referralLimitSchema, { max_uses: String(code.max_uses) });
  const change = useChangeReferralCode();
  const { errors } = form.formState;

  return (
    <FormDialog
      form={form}
      onSubmit={({ max_uses: maxUses }) =>
        change.mutate({ action: "limit", id: code.id, maxUses }, { onSuccess: onClose })
      }
      onClose={onClose}
      title="Edit Limit"
      description={`How many times ${code.code} can be used. It has been used ${code.current_uses} times.`}
      submitLabel="Save Limit"
      pending={change.isPending}
    >
      <FormField id="referral-limit" label="Max Uses" error={errors.max_uses?.message}>
        <Controller
          control={form.control}
          name="max_uses"
          render={({ field }) => (
            <Input
              id="referral-limit"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              {...fieldErrorProps("referral-limit", errors.max_uses?.message)}
              {...field}
              value={String(field.value ?? "")}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ""))}
            />
          )}
        />
      </FormField>
    </FormDialog>
  );
}
