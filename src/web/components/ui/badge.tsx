import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const variantClasses = {
  default: "border-transparent bg-brand-600 text-white",
  secondary: "border-transparent bg-slate-100 text-slate-700",
  success: "border-transparent bg-emerald-100 text-emerald-800",
  destructive: "border-transparent bg-red-100 text-red-800",
  info: "border-transparent bg-sky-100 text-sky-800",
  warning: "border-transparent bg-amber-100 text-amber-800",
  purple: "border-transparent bg-violet-100 text-violet-800",
  indigo: "border-transparent bg-indigo-100 text-indigo-800",
  pink: "border-transparent bg-pink-100 text-pink-800",
  outline: "border-slate-300 text-slate-700",
} as const;

export type BadgeVariant = keyof typeof variantClasses;

export type BadgeProps = ComponentProps<"span"> & { variant?: BadgeVariant };

/** A small status pill: tiers, Active/Inactive, delivery states. */
export function Badge({ className, variant = "default", ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium",
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}
