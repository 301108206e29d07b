import { type ReferralCode, referralLimitSchema } from "@shared/referral-codes";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormInput } from "@/components/ui/form-input";
import { useZodForm } from "@/hooks/use-zod-form";
import { useChangeReferralCode } from "../api/update-referral-code";

const digitsOnly = (typed: string) => typed.replace(/\D/g, "");

/** "Edit Limit" for a system code; the field takes digits only. */
export function EditLimitDialog({ code, onClose }: { code: ReferralCode; onClose: () => void }) {
  const form = useZodForm(referralLimitSchema, { max_uses: String(code.max_uses) });
  const change = useChangeReferralCode();

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
      <FormInput
        form={form}
        name="max_uses"
        label="Max Uses"
        transform={digitsOnly}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
      />
    </FormDialog>
  );
}
