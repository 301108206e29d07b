import { Ban } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

interface DisableButtonProps {
  /** What is disabled, e.g. "advertisement", for the dialog's wording. */
  noun: string;
  /** The item's name, shown in the question. */
  name: string;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
  /** What disabling does, when it is more than "stays listed as Inactive" (an admin is signed out). */
  description?: string;
}

/** "Disable" with a confirmation step; the item stays listed as Inactive (spec 001 section 4). */
export function DisableButton({ noun, name, busy, onConfirm, description }: DisableButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive-ghost" size="sm">
          <Ban aria-hidden />
          Disable
        </Button>
      }
      title={`Disable this ${noun}?`}
      description={
        description ??
        `"${name}" will stop being used. It stays in the list as Inactive, and editing it can turn it back on.`
      }
      confirmLabel="Disable"
      destructive
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
