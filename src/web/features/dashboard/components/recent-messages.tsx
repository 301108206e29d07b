import { MessageSquare } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime, formatPhone } from "@/lib/format";
import { useRecentMessages } from "../api/get-recent-messages";

/** Spec 000 section 2: five placeholder rows while loading. */
const PLACEHOLDER_ROWS = 5;

export function RecentMessages() {
  const { data, isPending, isError } = useRecentMessages();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent User Messages</CardTitle>
      </CardHeader>
      <CardContent>
        {isError ? (
          // The page shows the load error once, above all its cards.
          <p className="py-6 text-center text-sm text-slate-400">—</p>
        ) : isPending ? (
          <ul className="flex flex-col divide-y divide-slate-100" aria-busy={isPending}>
            {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className="flex flex-col gap-2 py-3" data-testid="recent-message-placeholder">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-4 w-full max-w-md" />
              </li>
            ))}
          </ul>
        ) : data.length === 0 ? (
          <EmptyState icon={<MessageSquare />} title="No messages yet" />
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {data.map((message) => (
              <li key={message.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:gap-4">
                <div className="flex shrink-0 items-baseline justify-between gap-3 sm:w-48 sm:flex-col sm:gap-0.5">
                  <span className="text-sm font-medium text-slate-900">{formatPhone(message.sender)}</span>
                  <time className="text-xs text-slate-500" dateTime={message.created_at}>
                    {formatDateTime(message.created_at)}
                  </time>
                </div>
                <p className="min-w-0 text-sm text-slate-700 wrap-anywhere whitespace-pre-wrap">
                  {message.content || <span className="italic text-slate-400">(no text)</span>}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
