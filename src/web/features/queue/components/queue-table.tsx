import type { QueuedMessage } from "@shared/queue";
import { truncateText } from "@shared/truncate";
import { ImageIcon, Repeat } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTableColumn, type DataTablePaging } from "@/components/ui/data-table";
import { formatDateTime, formatPhone } from "@/lib/format";
import { QueueTypeBadge } from "./queue-type-badge";

/** Spec 001 section 9: the message preview is cut at 60 characters. */
const PREVIEW_LENGTH = 60;

interface QueueTableProps {
  messages: QueuedMessage[] | undefined;
  isPending: boolean;
  error: Error | null;
  /** Whether a search or filter is applied, which changes the empty state's hint. */
  filtered: boolean;
  /** A new page is loading in place of this one. */
  isStale: boolean;
  paging: DataTablePaging;
}

/** Statuses of a text that did not reach the person. */
const UNDELIVERED = new Set(["failed", "undelivered", "canceled"]);

/** Twilio's codes are numbers ("Error 21211"); our own reasons are words ("whatsapp window closed"). */
function failureReason(code: string): string {
  return /^\d+$/.test(code) ? `Error ${code}` : code.replace(/_/g, " ");
}

function StatusCell({ message }: { message: QueuedMessage }) {
  // Pending but held back (WhatsApp's 24-hour window closed): say why it has not gone yet.
  if (!message.processed && message.hold_reason)
    return (
      <span className="flex flex-col items-start gap-1">
        <Badge variant="destructive">Held</Badge>
        <span className="text-xs text-slate-500">{message.hold_reason}</span>
      </span>
    );
  if (!message.processed) return <Badge variant="warning">Pending</Badge>;
  // Handed on, but the text did not get through, after its retries: say so, with why.
  const failed = message.delivery_status && UNDELIVERED.has(message.delivery_status);
  if (!message.skip_reason && failed)
    return (
      <span className="flex flex-col items-start gap-1">
        <Badge variant="destructive">{message.delivery_status === "canceled" ? "Not sent" : "Failed"}</Badge>
        {message.delivery_error && (
          <span className="text-xs text-slate-500">{failureReason(message.delivery_error)}</span>
        )}
      </span>
    );
  if (!message.skip_reason) return <Badge variant="success">Sent</Badge>;
  // Processed without sending (the recipient opted out...): say why instead of claiming it went.
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge variant="secondary">Skipped</Badge>
      <span className="text-xs text-slate-500">{message.skip_reason}</span>
    </span>
  );
}

/** A firing of a reminder that repeats, or one the person snoozed. */
function RepeatBadges({ message }: { message: QueuedMessage }) {
  if (!message.repeats && !message.snoozed) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {message.repeats && (
        <Badge variant="outline" className="gap-1" title="A firing of a reminder that repeats">
          <Repeat className="size-3" aria-hidden />
          Repeats
        </Badge>
      )}
      {message.snoozed && <Badge variant="outline">Snoozed</Badge>}
    </span>
  );
}

export function QueueTable({ messages, isPending, error, filtered, isStale, paging }: QueueTableProps) {
  const now = Date.now();
  const columns: DataTableColumn<QueuedMessage>[] = [
    {
      header: "Message",
      phone: "title",
      className: "md:max-w-80",
      cellTitle: (message) => message.content,
      cell: (message) => (
        <span className="flex items-center gap-1.5">
          {message.media_url && (
            <ImageIcon className="size-3.5 shrink-0 text-slate-400" aria-label="With media" />
          )}
          {truncateText(message.content, PREVIEW_LENGTH)}
        </span>
      ),
    },
    {
      header: "Recipient",
      className: "whitespace-nowrap",
      cell: (message) => formatPhone(message.recipient),
    },
    { header: "Type", phone: "badge", cell: (message) => <QueueTypeBadge type={message.type} /> },
    {
      header: "Scheduled For",
      // A held message keeps the time it was meant for; while held it also says when it is next looked at.
      cell: (message) => (
        <span className="flex flex-col items-start gap-1 whitespace-nowrap">
          {formatDateTime(message.held_from ?? message.scheduled_for)}
          {!message.processed && message.hold_reason && (
            <span className="text-xs text-slate-500">Next check {formatDateTime(message.scheduled_for)}</span>
          )}
          {!message.processed && !message.hold_reason && new Date(message.scheduled_for).getTime() > now && (
            <Badge variant="info">Upcoming</Badge>
          )}
          <RepeatBadges message={message} />
        </span>
      ),
    },
    { header: "Status", cell: (message) => <StatusCell message={message} /> },
    {
      header: "Created",
      className: "whitespace-nowrap",
      cell: (message) => formatDateTime(message.created_at),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={messages}
      className="md:min-w-[900px]"
      isPending={isPending}
      isError={Boolean(error)}
      error={
        <span role="alert" className="flex flex-col gap-1">
          Error loading queued messages
          <span className="text-xs text-red-600">{error?.message}</span>
        </span>
      }
      empty={
        <span className="flex flex-col gap-1">
          <span className="font-medium text-slate-700">No queued messages found</span>
          <span>
            {filtered
              ? "Try another search, or set Status and Type back to All."
              : "Reminders, announcements and other scheduled texts wait here until they are sent."}
          </span>
        </span>
      }
      dimmed={isStale}
      paging={paging}
    />
  );
}
