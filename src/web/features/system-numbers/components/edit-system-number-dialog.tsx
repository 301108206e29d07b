import { zodResolver } from "@hookform/resolvers/zod";
import { type SystemNumber, type SystemNumberUpdate, systemNumberUpdateSchema } from "@shared/system-numbers";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { formatPhone } from "@/lib/format";
import { useChangeSystemNumber } from "../api/update-system-number";
import { SystemNumberDetailFields, type SystemNumberFormValues } from "./system-number-fields";

// The form shows the number (read-only, in the title) but never sends it: it is the number's identity.
const editSchema = systemNumberUpdateSchema.extend({ number: z.string() });

/** Edits a number's name, campaign, prompt and send rate; the number itself stays (it is the identity). */
export function EditSystemNumberDialog({ number, onClose }: { number: SystemNumber; onClose: () => void }) {
  const form = useForm<SystemNumberFormValues, unknown, SystemNumberUpdate & { number: string }>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      number: number.number,
      friendly_name: number.friendly_name ?? "",
      campaign: number.campaign ?? "",
      custom_prompt: number.custom_prompt ?? "",
      messages_per_second: String(number.messages_per_second),
    },
  });
  const change = useChangeSystemNumber();

  const onSubmit = form.handleSubmit(async ({ number: _number, ...changes }) => {
    await change.mutateAsync({ action: "edit", id: number.id, changes }).then(onClose, () => undefined);
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="wide" className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Edit System Number</DialogTitle>
          <DialogDescription>{formatPhone(number.number)}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <SystemNumberDetailFields idPrefix="edit" register={form.register} errors={form.formState.errors} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Save Changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
