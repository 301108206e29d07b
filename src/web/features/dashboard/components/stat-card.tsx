import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

interface StatCardProps {
  title: string;
  icon: ReactNode;
  /** The headline figure, already formatted; undefined while loading. */
  value: string | undefined;
  /** A few words under the headline saying what it counts, e.g. "today". */
  caption?: string;
  /** Smaller figures under the headline, e.g. "Active" and its count. */
  details: Array<{ label: string; value: string | undefined }>;
}

/** A dashboard card: one big number with its breakdown underneath. */
export function StatCard({ title, icon, value, caption, details }: StatCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-2">
        <CardTitle className="text-sm font-medium text-slate-600">{title}</CardTitle>
        <span className="text-slate-400 [&_svg]:size-5" aria-hidden>
          {icon}
        </span>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {value === undefined ? (
          <Skeleton className="h-8 w-28" />
        ) : (
          <p className="text-3xl font-semibold tracking-tight text-slate-900">{value}</p>
        )}
        {caption && <p className="-mt-2 text-xs text-slate-500">{caption}</p>}
        <dl className="grid grid-cols-3 gap-2 text-sm">
          {details.map((detail) => (
            <div key={detail.label} className="flex flex-col">
              <dt className="whitespace-nowrap text-slate-500">{detail.label}</dt>
              <dd className="font-medium text-slate-900">
                {detail.value === undefined ? <Skeleton className="mt-1 h-4 w-12" /> : detail.value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
