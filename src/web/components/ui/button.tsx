import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const variantClasses = {
  default: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  outline: "border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  link: "text-brand-600 underline-offset-4 hover:underline",
  destructive: "bg-red-600 text-white shadow-sm hover:bg-red-700",
  /** Quieter red actions (Delete, Disable) in rows and cards, next to ghost and outline buttons. */
  "destructive-ghost": "text-red-600 hover:bg-red-50 hover:text-red-700",
  "destructive-outline":
    "border border-red-200 bg-white text-red-600 shadow-sm hover:bg-red-50 hover:text-red-700",
} as const;

const sizeClasses = {
  default: "h-10 px-4 text-sm",
  sm: "h-8 px-3 text-sm",
  lg: "h-11 px-6 text-base",
  icon: "size-10",
} as const;

export type ButtonVariant = keyof typeof variantClasses;
export type ButtonSize = keyof typeof sizeClasses;

/** Classes shared with links styled as buttons. */
export function buttonClasses(variant: ButtonVariant = "default", size: ButtonSize = "default"): string {
  return cn(
    "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors",
    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
    "disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
    variantClasses[variant],
    sizeClasses[size],
  );
}

export type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
