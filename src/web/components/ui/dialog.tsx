import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ComponentProps, useRef } from "react";
import { cn } from "@/lib/cn";
import { closeOnEscapeBelowToast } from "./escape-below-toast";
import { useReturnFocus } from "./use-return-focus";

/**
 * Styled Radix Dialog: a centred modal with overlay, focus trap, Escape and a close button. On
 * close, focus goes back to what opened it (useReturnFocus) unless the caller's
 * onCloseAutoFocus sends it elsewhere.
 */

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const sizeClasses = { default: "max-w-lg", wide: "max-w-2xl" } as const;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  size?: keyof typeof sizeClasses;
};

export function DialogContent({
  className,
  children,
  size = "default",
  onKeyDown,
  onEscapeKeyDown,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Clicking the close button is the one public way to close the dialog from inside its content.
  const closeRef = useRef<HTMLButtonElement>(null);
  const { remember, returnFocus } = useReturnFocus();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-xl",
          "data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out focus:outline-none",
          sizeClasses[size],
          className,
        )}
        onEscapeKeyDown={onEscapeKeyDown}
        onOpenAutoFocus={(event) => {
          // Before the caller's handler, which may move focus into the dialog itself.
          remember();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus(event);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          closeOnEscapeBelowToast(event, () => closeRef.current?.click(), onEscapeKeyDown);
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          ref={closeRef}
          className="absolute right-4 top-4 rounded-md p-1 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <X className="size-4" aria-hidden />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-8", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("text-lg font-semibold tracking-tight text-slate-900", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-slate-500", className)} {...props} />;
}
