import type { ChecklistItem } from "@shared/micro-ui/definition-schema";
import { GripVertical, Pencil, Trash2 } from "lucide-react";
import {
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent,
  type Ref,
  useId,
  useRef,
  useState,
} from "react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { useTouchPress } from "./use-touch-press";

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
  /** Given the edit field while it is open. */
  editFieldRef?: Ref<HTMLInputElement>;
  onToggle: () => void;
  onEdit: (text: string) => void;
  onDelete: () => void;
}

const ICON_BUTTON =
  "flex size-9 shrink-0 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

const priorityVariants: Record<NonNullable<ChecklistItem["priority"]>, BadgeVariant> = {
  high: "destructive",
  medium: "info",
  low: "secondary",
};

/**
 * One item: a drag handle, a tick box, the text and, when allowed, the edit and delete buttons.
 * Editing (spec 000: clicking the text; Enter or leaving the field saves, Escape cancels, blank text
 * is not saved) starts on a phone with the edit button or a long press: a tap on the text ticks it,
 * as a finger means to.
 */
export function ChecklistRow({
  item,
  allowEdit,
  allowDelete,
  showHandle,
  sortable,
  editFieldRef,
  ...on
}: ChecklistRowProps) {
  const checkboxId = useId();
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
        "relative flex min-h-12 items-center gap-1 rounded-lg border border-slate-200 bg-white px-2 py-1.5",
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
      {/* The label is the 44 x 44 px a finger needs; the box inside stays its usual size. */}
      <label className="flex size-11 shrink-0 cursor-pointer items-center justify-center">
        <input
          id={checkboxId}
          type="checkbox"
          checked={item.completed}
          onChange={on.onToggle}
          aria-label={item.text}
          className="size-5 cursor-pointer accent-brand-600"
        />
      </label>
      {/* On a phone the priority goes under the text, which keeps the width to wrap between words. */}
      <div className="flex min-w-0 flex-1 flex-col items-start gap-0.5 sm:flex-row sm:items-center sm:gap-2">
        {draft !== null ? (
          <input
            // biome-ignore lint/a11y/noAutofocus: the person just clicked the text to edit it
            autoFocus
            ref={editFieldRef}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => finish(true)}
            aria-label={`Edit ${item.text}`}
            className="h-9 min-w-0 self-stretch rounded-md border border-brand-500 px-2 text-base outline-none ring-2 ring-brand-500/30 sm:flex-1 sm:text-sm"
          />
        ) : (
          <ItemText
            item={item}
            checkboxId={checkboxId}
            editable={allowEdit}
            onEdit={startEditing}
            onToggle={on.onToggle}
          />
        )}
        {item.priority && <Badge variant={priorityVariants[item.priority]}>{item.priority}</Badge>}
      </div>
      {allowEdit && draft === null && (
        <button type="button" className={ICON_BUTTON} aria-label={`Edit ${item.text}`} onClick={startEditing}>
          <Pencil aria-hidden className="size-4" />
        </button>
      )}
      {allowDelete && (
        <button
          type="button"
          className={cn(ICON_BUTTON, "hover:bg-red-50 hover:text-red-600")}
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
  checkboxId,
  editable,
  onEdit,
  onToggle,
}: {
  item: ChecklistItem;
  checkboxId: string;
  editable: boolean;
  onEdit: () => void;
  onToggle: () => void;
}) {
  const press = useTouchPress({ onTap: onToggle, onLongPress: onEdit, onClick: onEdit });
  const className = cn(
    "min-w-0 self-stretch break-words py-1.5 text-left text-base sm:flex-1 sm:text-sm",
    item.completed ? "text-slate-400 line-through" : "text-slate-800",
  );
  // Not editable: the text is a second label of the tick box, so a click or tap on it ticks the item.
  if (!editable) {
    return (
      <label htmlFor={checkboxId} className={cn(className, "cursor-pointer")}>
        {item.text}
      </label>
    );
  }
  return (
    <button
      type="button"
      {...press}
      className={cn(
        className,
        // No text selection or callout menu on a held finger: holding it means "edit".
        "cursor-text touch-manipulation select-none rounded-sm [-webkit-touch-callout:none] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
      )}
    >
      {item.text}
    </button>
  );
}
