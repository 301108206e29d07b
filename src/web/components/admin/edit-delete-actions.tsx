import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { cn } from "@/lib/cn";

interface EditDeleteActionsProps {
  /** The confirmation's title, e.g. "Delete Job". */
  title: string;
  /** The confirmation's question, naming what goes. */
  description: string;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  className?: string;
}

/** A card's "Edit" and "Delete"; Delete asks first, as it cannot be undone (jobs, prompts). */
export function EditDeleteActions({ onEdit, onDelete, className, ...confirmation }: EditDeleteActionsProps) {
  return (
    <div className={cn("flex gap-2", className)}>
      <Button variant="outline" size="sm" onClick={onEdit}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <ConfirmButton
        button={{ label: "Delete", icon: Trash2, variant: "destructive-outline" }}
        onConfirm={onDelete}
        {...confirmation}
      />
    </div>
  );
}
