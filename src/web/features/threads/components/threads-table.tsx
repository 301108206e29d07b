import type { ThreadSummary } from "@shared/mock-chat";
import { isThreadActive } from "@shared/threads";
import { MessagesSquare } from "lucide-react";
import { ActiveBadge } from "@/components/admin/active-badge";
import { ChannelBadge } from "@/components/channel-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn, type DataTableList } from "@/components/ui/data-table";
import { formatCount, formatDateTime, formatPhone } from "@/lib/format";

interface ThreadsTableProps extends DataTableList<ThreadSummary> {
  onOpen: (thread: ThreadSummary) => void;
  /** The list shows only the threads that need a person, which an empty list then says. */
  needsPersonOnly?: boolean;
}

const participantsOf = (thread: ThreadSummary) => thread.participants.map(formatPhone).join(", ");

/** "View", named for the screen reader by who is in the thread. */
function ViewButton({ thread, onOpen }: { thread: ThreadSummary; onOpen: (thread: ThreadSummary) => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onOpen(thread)}
      aria-label={`View messages with ${participantsOf(thread)}`}
    >
      <MessagesSquare aria-hidden />
      View
    </Button>
  );
}

const takenOverBy = (thread: ThreadSummary) =>
  thread.ai_paused_by ? `Taken over by ${formatPhone(thread.ai_paused_by.name)}` : "Taken over";

/**
 * Who answers there when it is not only the assistant: a person waiting for a human, or the
 * operator who took the thread over. Under the participants, where the eye starts on a row and
 * where a phone's card shows its title; a long name is cut short, with the whole of it in the title.
 */
function AnswererBadges({ thread }: { thread: ThreadSummary }) {
  return (
    <>
      {thread.needs_person && (
        <Badge variant="warning" className="w-fit">
          Needs a person
        </Badge>
      )}
      {thread.ai_paused && (
        // The name on a line of its own, no wider than a phone number: the columns keep fitting.
        <span className="flex flex-col items-start gap-0.5" title={takenOverBy(thread)}>
          <Badge variant="purple">Taken over</Badge>
          {thread.ai_paused_by && (
            <span className="max-w-28 truncate text-xs text-violet-800">
              by {formatPhone(thread.ai_paused_by.name)}
            </span>
          )}
        </span>
      )}
    </>
  );
}

/** Every thread; a click on a row, or its View button by keyboard, opens the messages. */
export function ThreadsTable({ onOpen, needsPersonOnly, ...list }: ThreadsTableProps) {
  const now = new Date();
  const columns: DataTableColumn<ThreadSummary>[] = [
    {
      header: "Participants",
      phone: "title",
      cell: (thread) => (
        <div className="flex flex-col gap-0.5">
          {thread.participants.map((phone) => (
            <span key={phone} className="whitespace-nowrap font-medium text-slate-900">
              {formatPhone(phone)}
            </span>
          ))}
          {thread.is_group_chat && (
            <Badge variant="outline" className="w-fit">
              Group
            </Badge>
          )}
          <AnswererBadges thread={thread} />
        </div>
      ),
    },
    {
      // The channel sits under the number, not in a column of its own: the spec's columns stay,
      // and the table still fits beside the sidebar.
      header: "System Number",
      className: "whitespace-nowrap",
      cell: (thread) => (
        <span className="flex flex-col gap-0.5">
          {formatPhone(thread.system_number)}
          <ChannelBadge channel={thread.channel} />
        </span>
      ),
    },
    { header: "Messages", className: "tabular-nums", cell: (thread) => formatCount(thread.message_count) },
    {
      header: "Last Message",
      className: "md:max-w-44",
      cell: (thread) => (
        <span className="flex min-w-0 flex-col">
          <span className="truncate" title={thread.last_message ?? undefined}>
            {thread.last_message || <span className="text-slate-400">—</span>}
          </span>
          {thread.last_message_at && (
            <span className="text-xs text-slate-500">{formatDateTime(thread.last_message_at)}</span>
          )}
        </span>
      ),
    },
    {
      header: "Status",
      phone: "badge",
      cell: (thread) => <ActiveBadge active={isThreadActive(thread, now)} />,
    },
    {
      header: "Created",
      // Wide enough for "Jan 30, 2025," so the time, with its zone, goes whole to the second line.
      className: "md:min-w-32",
      cell: (thread) => formatDateTime(thread.created_at),
    },
    {
      header: "Actions",
      phone: "actions",
      headerClassName: "text-right",
      className: "text-right",
      cell: (thread) => <ViewButton thread={thread} onOpen={onOpen} />,
    },
  ];

  return (
    <DataTable
      {...list}
      columns={columns}
      noun="threads"
      empty={needsPersonOnly ? "No threads need a person" : undefined}
      onRowClick={onOpen}
      className="md:min-w-[880px]"
    />
  );
}
