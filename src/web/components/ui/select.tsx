import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * A styled native <select>, chosen over Radix Select on purpose: it works with react-hook-form's
 * `register` as is, opens the platform picker on phones, and browser tests drive it with
 * `selectOption`. Pass <option> children (or use `options`).
 */
export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = ComponentProps<"select"> & { options?: ReadonlyArray<SelectOption> };

export function Select({ className, options, children, ...props }: SelectProps) {
  return (
    <div className={cn("relative w-full", className)}>
      <select
        className={cn(
          "h-10 w-full appearance-none rounded-md border border-slate-300 bg-white py-2 pl-3 pr-9 text-base text-slate-900 shadow-sm sm:text-sm",
          "focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30",
          "disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500",
        )}
        {...props}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
