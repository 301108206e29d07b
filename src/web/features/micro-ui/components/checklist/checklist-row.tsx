import type { ChecklistItem } from "@shared/micro-ui/definition-schema";
import { GripVertical, Trash2 } from "lucide-react";
import { type CSSProperties, type HTMLAttributes, type KeyboardEvent, useRef, useState } from "react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

/** What the drag-and-drop chunk hands each row once it has loaded. */
export interface SortableBindings {
  rowRef: (element: HTMLElement | null) => void;
  handleRef: (element: HTMLElement | null) => void;
  handleProps: HTMLAttributes<HTMLElement>;
  style: CSSProperties;
  isDragging: boolean;
}

export interface ChecklistRowProps {
  item: ChecklistItem;
  allowEdit: boolean;
  allowDelete: boolean;
  /** Draws the drag handle; it stays inert until `sortable` arrives. */
  showHandle: boolean;
  sortable?: SortableBindings;
  onToggle: () => void;
  onEdit: (text: string) => void;
  onDelete: () => void;
}

const priorityVariants: Record<NonNullable<ChecklistItem["priority"]>, BadgeVariant> = {
  high: "destructive",
  medium: "info",
  low: "secondary",
};

/**
 * One item: a drag handle, a tick box, the text (click to edit when allowed: Enter or leaving the
 * field saves, Escape cancels, blank text is not saved) and the delete button.
 */
export function ChecklistRow({
  item,
  allowEdit,
  allowDelete,
  showHandle,
  sortable,
  ...on
}: ChecklistRowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // Enter and Escape end editing before the field's blur does; the blur must not save a second time.
  const finished = useRef(false);

  const startEditing = () => {
    finished.current = false;
    setDraft(item.text);
  };
  const finish = (save: boolean) => {
    if (finished.current || draft === null) return;
    finished.current = true;
    if (save && draft.trim() && draft.trim() !== item.text) on.onEdit(draft);
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") finish(true);
    if (event.key === "Escape") finish(false);
  };

  return (
    <li
      ref={sortable?.rowRef}
      style={sortable?.style}
      className={cn(
        "relative flex min-h-12 items-center gap-2 rounded-lg border border-slate-200 bg-white px-2 py-1.5",
        sortable?.isDragging && "z-10 shadow-lg ring-2 ring-brand-500/40",
      )}
    >
      {showHandle && (
        <button
          type="button"
          ref={sortable?.handleRef}
          {...sortable?.handleProps}
          disabled={!sortable}
          aria-label={`Reorder ${item.text}`}
          className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      )}
      <input
        type="checkbox"
        checked={item.completed}
        onChange={on.onToggle}
        aria-label={item.text}
        className="size-5 shrink-0 accent-brand-600"
      />
      {draft !== null ? (
        <input
          // biome-ignore lint/a11y/noAutofocus: the person just clicked the text to edit it
          autoFocus
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => finish(true)}
          aria-label={`Edit ${item.text}`}
          className="h-9 min-w-0 flex-1 rounded-md border border-brand-500 px-2 text-base outline-none ring-2 ring-brand-500/30 sm:text-sm"
        />
      ) : (
        <ItemText item={item} editable={allowEdit} onClick={startEditing} />
      )}
      {item.priority && <Badge variant={priorityVariants[item.priority]}>{item.priority}</Badge>}
      {allowDelete && (
        <button
          type="button"
          className="flex size-9 shrink-0 items-center justify-center rounded-md text-slate-400 hover:bg-red-50 hover:text-red-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          aria-label={`Delete ${item.text}`}
          // Keeps the edit field focused, so deleting while editing does not first save the draft.
          onMouseDown={(event) => event.preventDefault()}
          onClick={on.onDelete}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      )}
    </li>
  );
}

function ItemText({
  item,
  editable,
  onClick,
}: {
  item: ChecklistItem;
  editable: boolean;
  onClick: () => void;
}) {
  const className = cn(
    "min-w-0 flex-1 break-words py-1.5 text-left text-base sm:text-sm",
    item.completed ? "text-slate-400 line-through" : "text-slate-800",
  );
  if (!editable) return <span className={className}>{item.text}</span>;
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        className,
        "cursor-text rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
      )}
    >
      {item.text}
    </button>
  );
}
