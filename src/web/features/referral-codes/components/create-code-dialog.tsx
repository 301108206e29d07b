import {
  DEFAULT_MAX_USES,
  REFERRAL_CODE_LENGTH,
  type ReferralCodeCreate,
  type ReferralCodeCreateValues,
  referralCodeCreateSchema,
  toReferralCodeInput,
} from "@shared/referral-codes";
import { Controller } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useZodForm } from "@/hooks/use-zod-form";
import { useCreateReferralCode } from "../api/create-referral-code";

/** "Create System Code": uppercased as typed, six characters, 1000 uses unless told otherwise. */
export function CreateCodeDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm<ReferralCodeCreateValues, ReferralCodeCreate>(referralCodeCreateSchema, {
    code: "",
    max_uses: "",
  });
  const create = useCreateReferralCode();
  const { errors } = form.formState;

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
      <FormField id="referral-code" label="Code" error={errors.code?.message}>
        <Controller
          control={form.control}
          name="code"
          render={({ field }) => (
            <Input
              id="referral-code"
              className="font-mono uppercase tracking-widest"
              maxLength={REFERRAL_CODE_LENGTH}
              autoComplete="off"
              placeholder="SPRING"
              {...fieldErrorProps("referral-code", errors.code?.message)}
              {...field}
              value={String(field.value ?? "")}
              onChange={(event) => field.onChange(toReferralCodeInput(event.target.value))}
            />
          )}
        />
      </FormField>
      <FormField id="referral-max-uses" label="Max Uses" error={errors.max_uses?.message}>
        <Input
          id="referral-max-uses"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          placeholder={String(DEFAULT_MAX_USES)}
          {...fieldErrorProps("referral-max-uses", errors.max_uses?.message)}
          {...form.register("max_uses")}
        />
      </FormField>
    </FormDialog>
  );
}
