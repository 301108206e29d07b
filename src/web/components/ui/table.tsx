import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * A plain HTML table in the shadcn/ui style. The wrapper scrolls horizontally so a wide table stays
 * usable. DataTable builds on it for list screens and turns the rows into cards on phones.
 * `containerClassName` styles the wrapper, e.g. to drop its frame where rows become cards.
 */
export function Table({
  className,
  containerClassName,
  ...props
}: ComponentProps<"table"> & { containerClassName?: string }) {
  return (
    <div
      className={cn(
        "relative w-full overflow-x-auto rounded-xl border border-slate-200 bg-white",
        containerClassName,
      )}
    >
      <table className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("bg-slate-50 [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      className={cn(
        "border-b border-slate-200 transition-colors data-[state=selected]:bg-slate-100",
        // Rows that open something (onClick) get a hover and pointer; static rows stay still.
        props.onClick &&
          "cursor-pointer hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none",
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "h-10 whitespace-nowrap px-4 text-left align-middle text-xs font-medium uppercase tracking-wide text-slate-500",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-4 py-3 align-middle text-slate-700", className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn("px-4 py-3 text-sm text-slate-500", className)} {...props} />;
}
