import {
  DEFAULT_MAX_USES,
  REFERRAL_CODE_LENGTH,
  type ReferralCodeCreate,
  type ReferralCodeCreateValues,
  referralCodeCreateSchema,
  toReferralCodeInput,
} from "@shared/referral-codes";
import { FormDialog } from "@/components/ui/form-dialog";
import { COUNT_INPUT, FormInput } from "@/components/ui/form-input";
import { useZodForm } from "@/hooks/use-zod-form";
import { useCreateReferralCode } from "../api/create-referral-code";

/** "Create System Code": uppercased as typed, six characters, 1000 uses unless told otherwise. */
export function CreateCodeDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm<ReferralCodeCreateValues, ReferralCodeCreate>(referralCodeCreateSchema, {
    code: "",
    max_uses: "",
  });
  const create = useCreateReferralCode();

  return (
    <FormDialog
      form={form}
      onSubmit={(input) => create.mutate(input, { onSuccess: onClose })}
      onClose={onClose}
      title="Create System Code"
      description="A code anyone can text to join, not tied to a user."
      submitLabel="Create Code"
      pending={create.isPending}
      pendingLabel="Creating..."
    >
      <FormInput
        form={form}
        name="code"
        label="Code"
        transform={toReferralCodeInput}
        className="font-mono uppercase tracking-widest"
        maxLength={REFERRAL_CODE_LENGTH}
        autoComplete="off"
        placeholder="SPRING"
      />
      <FormInput
        form={form}
        name="max_uses"
        label="Max Uses"
        {...COUNT_INPUT}
        placeholder={String(DEFAULT_MAX_USES)}
      />
    </FormDialog>
  );
}
