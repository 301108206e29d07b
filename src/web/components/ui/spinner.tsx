import { cn } from "@/lib/cn";

/** A spinning ring with a screen-reader label, for loads that have no shape to sketch yet. */
export function Spinner({ label = "Loading…", className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn("flex justify-center py-10", className)}>
      <span
        aria-hidden
        className="size-6 animate-spin rounded-full border-2 border-slate-200 border-t-brand-600"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
