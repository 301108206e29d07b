import type { MicroUiSummary } from "@shared/micro-ui/admin";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount, serviceZoneAbbreviation } from "@/lib/format";

const CARDS: ReadonlyArray<{ key: keyof MicroUiSummary; title: string; hint: () => string }> = [
  { key: "total", title: "Total UIs", hint: () => "All pages ever made" },
  // "Today" is the service's day, the one its schedules keep, so the card says where it began.
  { key: "today", title: "Active Today", hint: () => `Created since midnight ${serviceZoneAbbreviation()}` },
  { key: "types", title: "Types", hint: () => "Distinct kinds of page" },
  { key: "this_week", title: "This Week", hint: () => "Created in the last 7 days" },
];

/**
 * The four summary cards of spec 001 section 2.8. `failed`: the summary call failed, so each card
 * shows a dash instead of a placeholder that would pulse forever.
 */
export function MicroUiSummaryCards({
  summary,
  failed,
}: {
  summary: MicroUiSummary | undefined;
  failed: boolean;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, title, hint }) => (
        <Card key={key} role="group" aria-label={title} className="flex flex-col gap-1 p-4">
          <h2 className="text-sm font-medium text-slate-500">{title}</h2>
          {summary || failed ? (
            <p className="text-2xl font-semibold tabular-nums text-slate-900">
              {summary ? formatCount(summary[key]) : "—"}
            </p>
          ) : (
            <Skeleton className="h-8 w-16" />
          )}
          <p className="text-xs text-slate-500">{hint()}</p>
        </Card>
      ))}
    </div>
  );
}
