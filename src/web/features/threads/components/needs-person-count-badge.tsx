import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";
import { useThreadsNeedingPersonCount } from "../api/get-threads-needing-person";

/**
 * The number of threads waiting for an operator, beside the Threads link (and on the phone's menu
 * button); nothing while there are none. The number is for the eye, the sentence for the ear: the
 * link reads "Threads (3 threads need a person)".
 */
export function NeedsPersonCountBadge({ className }: { className?: string }) {
  const { data: count } = useThreadsNeedingPersonCount();
  if (!count) return null;
  const sentence = `${formatCount(count)} ${count === 1 ? "thread needs" : "threads need"} a person`;
  return (
    <span
      title={sentence}
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-700 px-1.5 text-xs font-semibold tabular-nums text-white",
        className,
      )}
    >
      <span aria-hidden>{count > 99 ? "99+" : formatCount(count)}</span>
      <span className="sr-only"> ({sentence})</span>
    </span>
  );
}
