import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

interface StatCardProps {
  title: string;
  icon: ReactNode;
  /** The headline figure, already formatted; undefined while loading. */
  value: string | undefined;
  /** A few words under the headline saying what it counts, e.g. "today". */
  caption?: string;
  /** Smaller figures under the headline, e.g. "Active" and its count. */
  details?: Array<{ label: string; value: string | undefined }>;
  /** Where the figure's rows are listed, e.g. the threads that need a person. */
  link?: { href: string; label: string };
  /** The figure asks for someone to act (threads waiting): the card stands out. */
  attention?: boolean;
}

/** A dashboard card: one big number with its breakdown underneath. */
export function StatCard({ title, icon, value, caption, details = [], link, attention }: StatCardProps) {
  return (
    // A ring rather than another border colour: the card's own border class would win over it.
    <Card className={cn(attention && "ring-2 ring-amber-300")}>
      <CardHeader className="flex-row items-center justify-between pb-2">
        <CardTitle className="text-sm font-medium text-slate-600">{title}</CardTitle>
        <span className={cn("[&_svg]:size-5", attention ? "text-amber-600" : "text-slate-400")} aria-hidden>
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
        {details.length > 0 && (
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
        )}
        {link && (
          <Link
            href={link.href}
            className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            {link.label}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
