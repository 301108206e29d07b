import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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
export function EditDeleteActions({
  title,
  description,
  busy,
  onEdit,
  onDelete,
  className,
}: EditDeleteActionsProps) {
  return (
    <div className={cn("flex gap-2", className)}>
      <Button variant="outline" size="sm" onClick={onEdit}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="destructive-outline" size="sm">
            <Trash2 aria-hidden />
            Delete
          </Button>
        }
        title={title}
        description={description}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={onDelete}
      />
    </div>
  );
}
