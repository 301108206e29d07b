import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** `htmlFor` is required: a label that points at no control helps nobody using a screen reader. */
export function Label({
  className,
  htmlFor,
  children,
  ...props
}: ComponentProps<"label"> & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className={cn("text-sm font-medium text-slate-700", className)} {...props}>
      {children}
    </label>
  );
}
