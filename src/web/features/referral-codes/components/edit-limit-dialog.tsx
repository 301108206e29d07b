import { zodResolver } from "@hookform/resolvers/zod";
import { type ReferralCode, referralLimitSchema } from "@shared/referral-codes";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
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
import { useChangeReferralCode } from "../api/update-referral-code";

/** "Edit Limit" for a system code; the field takes digits only. */
export function EditLimitDialog({ code, onClose }: { code: ReferralCode; onClose: () => void }) {
  const form = useForm<z.input<typeof referralLimitSchema>, unknown, z.output<typeof referralLimitSchema>>({
    resolver: zodResolver(referralLimitSchema),
    defaultValues: { max_uses: String(code.max_uses) },
  });
  const change = useChangeReferralCode();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ max_uses: maxUses }) =>
    change.mutate({ action: "limit", id: code.id, maxUses }, { onSuccess: onClose }),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Limit</DialogTitle>
          <DialogDescription>
            How many times {code.code} can be used. It has been used {code.current_uses} times.
          </DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
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
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? "Saving..." : "Save Limit"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
