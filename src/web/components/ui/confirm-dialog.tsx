import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import { Loader2 } from "lucide-react";
import { type MouseEvent, type ReactNode, useRef, useState } from "react";
import { buttonClasses } from "./button";
import { closeOnEscapeBelowToast } from "./escape-below-toast";
import { useReturnFocus } from "./use-return-focus";

interface ConfirmDialogProps {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button, for actions that delete or cannot be undone. */
  destructive?: boolean;
  /** While true the buttons are disabled and the confirm button shows a spinner. */
  busy?: boolean;
  /**
   * Runs on confirm. The dialog stays open while a returned promise is pending and closes when it
   * resolves; on rejection it stays open (the caller has shown its error toast).
   */
  onConfirm: () => unknown;
  /** The element that opens the dialog; omit it and pass `open`/`onOpenChange` to control it. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A confirmation step (Radix AlertDialog): focus starts on Cancel, Escape cancels, and on close
 * focus goes back to what opened it.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  destructive = false,
  busy = false,
  onConfirm,
  trigger,
  open: controlledOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { remember, returnFocus } = useReturnFocus(triggerRef);

  async function confirm(event: MouseEvent) {
    // Radix closes on Action clicks; keep the dialog up until the work is done.
    event.preventDefault();
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports the failure; leaving the dialog open lets the operator retry or cancel.
    }
  }

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger && (
        <AlertDialogPrimitive.Trigger asChild ref={triggerRef}>
          {trigger}
        </AlertDialogPrimitive.Trigger>
      )}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out" />
        <AlertDialogPrimitive.Content
          onOpenAutoFocus={remember}
          onCloseAutoFocus={returnFocus}
          onKeyDown={(event) => closeOnEscapeBelowToast(event, () => cancelRef.current?.click())}
          className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out"
        >
          <div className="flex flex-col gap-2">
            <AlertDialogPrimitive.Title className="text-lg font-semibold tracking-tight text-slate-900">
              {title}
            </AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className="text-sm text-slate-500">
              {description}
            </AlertDialogPrimitive.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel ref={cancelRef} className={buttonClasses("outline")} disabled={busy}>
              {cancelLabel}
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action
              className={buttonClasses(destructive ? "destructive" : "default")}
              disabled={busy}
              onClick={confirm}
            >
              {busy && <Loader2 className="animate-spin" aria-hidden />}
              {confirmLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
