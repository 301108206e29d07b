import { zodResolver } from "@hookform/resolvers/zod";
import {
  DEFAULT_MAX_USES,
  REFERRAL_CODE_LENGTH,
  type ReferralCodeCreate,
  type ReferralCodeCreateValues,
  referralCodeCreateSchema,
  toReferralCodeInput,
} from "@shared/referral-codes";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useCreateReferralCode } from "../api/create-referral-code";

/** "Create System Code": uppercased as typed, six characters, 1000 uses unless told otherwise. */
export function CreateCodeDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<ReferralCodeCreateValues, unknown, ReferralCodeCreate>({
    resolver: zodResolver(referralCodeCreateSchema),
    defaultValues: { code: "", max_uses: "" },
  });
  const create = useCreateReferralCode();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) => create.mutate(input, { onSuccess: onClose }));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create System Code</DialogTitle>
          <DialogDescription>A code anyone can text to join, not tied to a user.</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
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
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create Code"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
