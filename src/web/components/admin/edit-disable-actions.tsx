import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DisableButton } from "./disable-button";

interface EditDisableActionsProps {
  /** What is disabled, e.g. "keyword", for the confirmation's wording. */
  noun: string;
  /** The item's name, shown in the confirmation. */
  name: string;
  /** Only an active item offers Disable. */
  active: boolean;
  busy: boolean;
  onEdit: () => void;
  onDisable: () => Promise<unknown>;
}

/** A list row's "Edit" and, while the item is active, "Disable" (keywords, advertisements). */
export function EditDisableActions({ noun, name, active, busy, onEdit, onDisable }: EditDisableActionsProps) {
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="sm" onClick={onEdit}>
        <Pencil aria-hidden />
        Edit
      </Button>
      {active && <DisableButton noun={noun} name={name} busy={busy} onConfirm={onDisable} />}
    </div>
  );
}
