import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * The ring shows on :focus-within, not :focus-visible: a text field matches both when focused, but a
 * time field reached with Tab has the focus on its hour inside it, where Chromium matches neither
 * :focus nor :focus-visible on the field, and the keyboard's focus went unseen.
 */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        "flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm",
        "placeholder:text-slate-400 focus-within:border-brand-500 focus-within:outline-none focus-within:ring-2 focus-within:ring-brand-500/30",
        "disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500 aria-invalid:focus-within:ring-red-500/30",
        className,
      )}
      {...props}
    />
  );
}
