import type { ThreadSummary } from "@shared/mock-chat";
import { isThreadActive } from "@shared/threads";
import { ActiveBadge } from "@/components/admin/active-badge";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount, formatDateTime, formatPhone } from "@/lib/format";

interface ThreadCardListProps {
  threads: ThreadSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  onOpen: (thread: ThreadSummary) => void;
}

/** The threads table as cards, for phones; a card opens the thread's messages. */
export function ThreadCardList({ threads, isPending, isError, onOpen }: ThreadCardListProps) {
  if (isPending) {
    return (
      <ul className="flex flex-col gap-2" aria-busy>
        {[0, 1, 2, 3, 4].map((index) => (
          <li key={index} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (isError) {
    return <p className="py-8 text-center text-sm text-red-700">Failed to load threads. Please try again.</p>;
  }
  if (!threads || threads.length === 0) {
    return <p className="py-8 text-center text-sm text-slate-500">No threads found</p>;
  }

  const now = new Date();
  return (
    <ul className="flex flex-col gap-2">
      {threads.map((thread) => (
        <li key={thread.id}>
          <button
            type="button"
            onClick={() => onOpen(thread)}
            aria-label={`View messages with ${thread.participants.map(formatPhone).join(", ")}`}
            className="flex w-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <span className="flex items-start justify-between gap-2">
              <span className="flex flex-col font-medium text-slate-900">
                {thread.participants.map((phone) => (
                  <span key={phone}>{formatPhone(phone)}</span>
                ))}
              </span>
              <span className="flex items-center gap-1.5">
                {thread.is_group_chat && <Badge variant="outline">Group</Badge>}
                <ActiveBadge active={isThreadActive(thread, now)} />
              </span>
            </span>
            <span className="line-clamp-2 text-sm text-slate-700">{thread.last_message || "—"}</span>
            <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
              <span>{formatCount(thread.message_count)} messages</span>
              <span>to {formatPhone(thread.system_number)}</span>
              {thread.last_message_at && <span>{formatDateTime(thread.last_message_at)}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
