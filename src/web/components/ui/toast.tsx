import * as ToastPrimitives from "@radix-ui/react-toast";
import { X } from "lucide-react";
import type { ComponentProps, ReactElement } from "react";
import { cn } from "@/lib/cn";

/** Styled Radix Toast parts (shadcn/ui layout); <Toaster /> assembles them from the toast store. */

export const ToastProvider = ToastPrimitives.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      className={cn(
        // Top on phones (away from the thumb and the mock-chat button), bottom-right from sm up.
        // toast-viewport: index.css keeps it beside an open dialog from 1280 px up.
        "toast-viewport fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 outline-none sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

const variantClasses = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-600 bg-red-600 text-white",
} as const;

export type ToastVariant = keyof typeof variantClasses;

export type ToastProps = ComponentProps<typeof ToastPrimitives.Root> & { variant?: ToastVariant };

export function Toast({ className, variant = "default", ...props }: ToastProps) {
  return (
    <ToastPrimitives.Root
      data-variant={variant}
      className={cn(
        "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg",
        "data-[state=open]:animate-toast-in-top sm:data-[state=open]:animate-toast-in-bottom data-[state=closed]:animate-toast-out",
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-[translate] data-[swipe=end]:animate-toast-swipe-out",
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-transparent px-3 text-sm font-medium transition-colors hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:pointer-events-none disabled:opacity-50",
        "group-data-[variant=destructive]:border-white/40 group-data-[variant=destructive]:hover:bg-red-700",
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      aria-label="Close"
      className={cn(
        "absolute right-2 top-2 rounded-md p-1 text-slate-500 opacity-70 transition-opacity hover:opacity-100 focus:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
        "group-data-[variant=destructive]:text-red-100 group-data-[variant=destructive]:hover:text-white",
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden />
    </ToastPrimitives.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitives.Description>) {
  // wrap-anywhere: a long URL (a copied link) breaks inside the toast instead of running out of it.
  return <ToastPrimitives.Description className={cn("text-sm wrap-anywhere", className)} {...props} />;
}

export type ToastActionElement = ReactElement<typeof ToastAction>;
