import type { DashboardActivity } from "@shared/dashboard";
import { CircleDollarSign } from "lucide-react";
import { formatUsd } from "@/lib/format";

/**
 * Shown once the month's AI spend has reached MONTHLY_AI_BUDGET_USD: the service keeps answering,
 * but with the offline assistant, which operators should know before people notice.
 */
export function MonthlyBudgetBanner({ activity }: { activity: DashboardActivity | undefined }) {
  if (!activity?.monthlyAiBudgetReached || activity.monthlyAiBudget === null) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <CircleDollarSign aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <p>
        <span className="font-medium">The monthly AI budget is used up.</span>{" "}
        {formatUsd(activity.aiCostThisMonth)} of {formatUsd(activity.monthlyAiBudget)} spent this month, so
        answers come from the offline assistant until the month ends or the budget is raised in Settings.
      </p>
    </div>
  );
}
