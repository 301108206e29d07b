import type { DashboardProps, Metric } from "@shared/micro-ui/definition-schema";
import { ArrowDown, ArrowUp } from "lucide-react";
import { cn } from "@/lib/cn";
import type { MicroUiComponentProps } from "../renderer/types";

const valueColors = {
  blue: "text-sky-700",
  green: "text-emerald-700",
  red: "text-red-700",
  amber: "text-amber-700",
  purple: "text-violet-700",
  slate: "text-slate-900",
} as const;

/**
 * Spec 000: metric cards with formatted values and a change arrow (green up for an increase, red
 * down otherwise, with the absolute percent). The grid follows the component's own width (1, 2 or
 * 3 columns); the row layout wraps.
 */
export function DashboardComponent({ props }: MicroUiComponentProps<DashboardProps>) {
  const layout =
    props.layout === "row"
      ? "flex flex-wrap gap-3 [&>*]:min-w-40 [&>*]:flex-1"
      : "grid grid-cols-1 gap-3 @xs:grid-cols-2 @lg:grid-cols-3";
  return (
    <section className="@container flex flex-col gap-3" aria-label={props.title ?? "Dashboard"}>
      {props.title && <h2 className="text-lg font-semibold text-slate-900">{props.title}</h2>}
      <dl className={layout}>
        {props.metrics.map((metric) => (
          <MetricCard key={metric.label} metric={metric} />
        ))}
      </dl>
    </section>
  );
}

function MetricCard({ metric }: { metric: Metric }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-500">{metric.label}</dt>
      <dd className={cn("text-2xl font-semibold tabular-nums", valueColors[metric.color ?? "slate"])}>
        {formatMetricValue(metric.value, metric.format)}
      </dd>
      {metric.change !== undefined && (
        <MetricChange change={metric.change} increase={metric.changeType === "increase"} />
      )}
    </div>
  );
}

function MetricChange({ change, increase }: { change: number; increase: boolean }) {
  const Arrow = increase ? ArrowUp : ArrowDown;
  return (
    <dd
      className={cn(
        "flex items-center gap-1 text-sm font-medium",
        increase ? "text-emerald-700" : "text-red-600",
      )}
    >
      <Arrow aria-hidden className="size-4" />
      <span className="sr-only">{increase ? "Up" : "Down"}</span>
      {`${Math.abs(change)}%`}
    </dd>
  );
}

const currency = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const plainNumber = new Intl.NumberFormat("en-US");

function formatMetricValue(value: number | string, format: Metric["format"] = "number"): string {
  if (typeof value === "string") return value;
  if (format === "currency") return currency.format(value);
  if (format === "percentage") return `${value}%`;
  return plainNumber.format(value);
}
