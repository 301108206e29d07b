import { type ReferralCode, usagePercent } from "@shared/referral-codes";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";

/** "current/max" with a bar of how full the code is; amber near the limit, red when full. */
export function UsageBar({ code }: { code: ReferralCode }) {
  const percent = usagePercent(code);
  return (
    <div className="flex min-w-28 flex-col gap-1">
      <span className="text-sm tabular-nums">
        {formatCount(code.current_uses)}/{formatCount(code.max_uses)}
      </span>
      <div
        role="progressbar"
        aria-label={`${code.code} usage`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            "h-full rounded-full",
            percent >= 100 ? "bg-red-500" : percent >= 80 ? "bg-amber-500" : "bg-brand-600",
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
