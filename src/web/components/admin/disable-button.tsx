import { Ban } from "lucide-react";
import { ConfirmButton } from "@/components/ui/confirm-button";

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
export function DisableButton({ noun, name, description, ...action }: DisableButtonProps) {
  return (
    <ConfirmButton
      button={{ label: "Disable", icon: Ban, variant: "destructive-ghost" }}
      title={`Disable this ${noun}?`}
      description={
        description ??
        `"${name}" will stop being used. It stays in the list as Inactive, and editing it can turn it back on.`
      }
      {...action}
    />
  );
}
