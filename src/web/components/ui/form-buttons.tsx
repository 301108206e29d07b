import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "./button";

export interface FormButtonsProps {
  submitLabel: string;
  /** True while the save runs: the buttons are disabled and the submit button says so. */
  pending: boolean;
  /** What the submit button says while saving. Default "Saving...". */
  pendingLabel?: string;
  /** Keep the label while saving and show a spinner before it instead (the system numbers screen). */
  spinner?: boolean;
  /** Shown before the submit label while not saving, e.g. a plus on an "Add" button. */
  icon?: ReactNode;
  submitClassName?: string;
  /** The submit button's look: "destructive" for a form that deletes something. */
  submitVariant?: ButtonVariant;
  /** Without it there is no Cancel button (a create form that stays on the page). */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Another action of the same form is running (an announcement being cancelled). */
  busy?: boolean;
  /** Only the submit button is off, e.g. for a read-only record. */
  submitDisabled?: boolean;
}

/** A form's Cancel and submit buttons, both off while the save runs so it cannot be sent twice. */
export function FormButtons({
  submitLabel,
  pending,
  pendingLabel = "Saving...",
  spinner = false,
  icon,
  submitClassName,
  submitVariant,
  onCancel,
  cancelLabel = "Cancel",
  busy = false,
  submitDisabled = false,
}: FormButtonsProps) {
  const off = pending || busy;
  return (
    <>
      {onCancel && (
        <Button variant="outline" onClick={onCancel} disabled={off}>
          {cancelLabel}
        </Button>
      )}
      <Button
        type="submit"
        variant={submitVariant}
        disabled={off || submitDisabled}
        className={submitClassName}
      >
        {spinner ? (
          <>
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : icon}
            {submitLabel}
          </>
        ) : pending ? (
          pendingLabel
        ) : (
          submitLabel
        )}
      </Button>
    </>
  );
}
