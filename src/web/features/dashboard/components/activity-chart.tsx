import type { DailyMessageCount } from "@shared/dashboard";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";

const SERIES = [
  { key: "user", label: "User", className: "bg-brand-500" },
  { key: "assistant", label: "AI", className: "bg-emerald-500" },
  { key: "system", label: "System", className: "bg-amber-400" },
] as const;

// Dates arrive as calendar days (YYYY-MM-DD); formatting them in UTC keeps the day as sent.
const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

const totalOf = (day: DailyMessageCount) => day.user + day.assistant + day.system;

/**
 * Messages per day as stacked bars, with the same figures in a table for screen readers.
 * `failed`: its call failed; the page says so once above all cards, so the chart only shows a dash.
 */
export function ActivityChart({
  days,
  timezone,
  failed,
}: {
  days: DailyMessageCount[] | undefined;
  timezone?: string;
  failed: boolean;
}) {
  const max = Math.max(1, ...(days ?? []).map(totalOf));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Messages per Day</CardTitle>
        <CardDescription>Last 14 days{timezone ? ` (${timezone})` : ""}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {failed ? (
          <p className="py-6 text-center text-sm text-slate-400">—</p>
        ) : days === undefined ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <>
            <div className="flex h-40 items-end gap-1 sm:gap-2" aria-hidden>
              {days.map((day) => (
                <div
                  key={day.date}
                  className="flex h-full min-w-0 flex-1 flex-col justify-end"
                  title={`${dayLabel(day.date)}: ${SERIES.map((series) => `${formatCount(day[series.key])} ${series.label}`).join(", ")}`}
                >
                  {SERIES.toReversed().map((series) => (
                    <div
                      key={series.key}
                      className={cn("w-full first:rounded-t-sm", series.className)}
                      style={{ height: `${(day[series.key] / max) * 100}%` }}
                    />
                  ))}
                </div>
              ))}
            </div>
            <div className="flex gap-1 text-[10px] text-slate-500 sm:gap-2 sm:text-xs" aria-hidden>
              {days.map((day, index) => (
                <span key={day.date} className="min-w-0 flex-1 whitespace-nowrap text-center">
                  {/* Fourteen labels do not fit a phone's width; there only every third one, counting back from today, is shown. */}
                  <span className={cn((days.length - 1 - index) % 3 !== 0 && "max-sm:hidden")}>
                    {dayLabel(day.date)}
                  </span>
                </span>
              ))}
            </div>
            <ul className="flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden>
              {SERIES.map((series) => (
                <li key={series.key} className="flex items-center gap-1.5">
                  <span className={cn("size-2.5 rounded-sm", series.className)} />
                  {series.label}
                </li>
              ))}
            </ul>
            <table className="sr-only">
              <caption>Messages per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {SERIES.map((series) => (
                    <th key={series.key} scope="col">
                      {series.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{dayLabel(day.date)}</th>
                    {SERIES.map((series) => (
                      <td key={series.key}>{day[series.key]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
