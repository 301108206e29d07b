import type { QueuedMessage } from "@shared/queue";
import { truncateText } from "@shared/truncate";
import { ImageIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TableLoadingRows, TableMessageRow } from "@/components/ui/table-states";
import { formatDateTime, formatPhone } from "@/lib/format";
import { QueueTypeBadge } from "./queue-type-badge";

const COLUMNS = ["Message", "Recipient", "Type", "Scheduled For", "Status", "Created"];
/** Spec 001 section 9: the message preview is cut at 60 characters. */
const PREVIEW_LENGTH = 60;

interface QueueTableProps {
  messages: QueuedMessage[] | undefined;
  isPending: boolean;
  error: Error | null;
  /** Whether a search or filter is applied, which changes the empty state's hint. */
  filtered: boolean;
}

function StatusCell({ message }: { message: QueuedMessage }) {
  if (!message.processed) return <Badge variant="warning">Pending</Badge>;
  if (!message.skip_reason) return <Badge variant="success">Sent</Badge>;
  // Processed without sending (the recipient opted out...): say why instead of claiming it went.
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge variant="secondary">Skipped</Badge>
      <span className="text-xs text-slate-500">{message.skip_reason}</span>
    </span>
  );
}

export function QueueTable({ messages, isPending, error, filtered }: QueueTableProps) {
  const now = Date.now();
  return (
    <Table className="min-w-[900px]" aria-busy={isPending}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending ? (
          <TableLoadingRows columns={COLUMNS.length} />
        ) : error ? (
          <TableMessageRow columns={COLUMNS.length}>
            <span role="alert" className="flex flex-col gap-1 text-red-700">
              Error loading queued messages
              <span className="text-xs text-red-600">{error.message}</span>
            </span>
          </TableMessageRow>
        ) : !messages?.length ? (
          <TableMessageRow columns={COLUMNS.length}>
            <span className="flex flex-col gap-1">
              <span className="font-medium text-slate-700">No queued messages found</span>
              <span>
                {filtered
                  ? "Try another search, or set Status and Type back to All."
                  : "Reminders, announcements and other scheduled texts wait here until they are sent."}
              </span>
            </span>
          </TableMessageRow>
        ) : (
          messages.map((message) => (
            <TableRow key={message.id}>
              <TableCell className="max-w-80" title={message.content}>
                <span className="flex items-center gap-1.5">
                  {message.media_url && (
                    <ImageIcon className="size-3.5 shrink-0 text-slate-400" aria-label="With media" />
                  )}
                  {truncateText(message.content, PREVIEW_LENGTH)}
                </span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatPhone(message.recipient)}</TableCell>
              <TableCell>
                <QueueTypeBadge type={message.type} />
              </TableCell>
              <TableCell>
                <span className="flex flex-col items-start gap-1 whitespace-nowrap">
                  {formatDateTime(message.scheduled_for)}
                  {!message.processed && new Date(message.scheduled_for).getTime() > now && (
                    <Badge variant="info">Upcoming</Badge>
                  )}
                </span>
              </TableCell>
              <TableCell>
                <StatusCell message={message} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(message.created_at)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
