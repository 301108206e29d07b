import type { ThreadSummary } from "@shared/mock-chat";
import { isThreadActive } from "@shared/threads";
import { MessagesSquare } from "lucide-react";
import { ActiveBadge } from "@/components/admin/active-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TableLoadingRows, TableMessageRow } from "@/components/ui/table-states";
import { formatCount, formatDateTime, formatPhone } from "@/lib/format";

const COLUMNS = ["Participants", "System Number", "Messages", "Last Message", "Status", "Created", "Actions"];

interface ThreadsTableProps {
  threads: ThreadSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  onOpen: (thread: ThreadSummary) => void;
}

export function ThreadsTable({ threads, isPending, isError, onOpen }: ThreadsTableProps) {
  const now = new Date();
  return (
    <Table className="min-w-[880px]" aria-busy={isPending}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column} className={column === "Actions" ? "text-right" : undefined}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending ? (
          <TableLoadingRows columns={COLUMNS.length} />
        ) : isError ? (
          <TableMessageRow columns={COLUMNS.length}>
            <span className="text-red-700">Failed to load threads. Please try again.</span>
          </TableMessageRow>
        ) : !threads || threads.length === 0 ? (
          <TableMessageRow columns={COLUMNS.length}>No threads found</TableMessageRow>
        ) : (
          threads.map((thread) => (
            <TableRow key={thread.id}>
              <TableCell>
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
                </div>
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatPhone(thread.system_number)}</TableCell>
              <TableCell className="tabular-nums">{formatCount(thread.message_count)}</TableCell>
              <TableCell className="max-w-44">
                <p className="truncate" title={thread.last_message ?? undefined}>
                  {thread.last_message || <span className="text-slate-400">—</span>}
                </p>
                {thread.last_message_at && (
                  <p className="text-xs text-slate-500">{formatDateTime(thread.last_message_at)}</p>
                )}
              </TableCell>
              <TableCell>
                <ActiveBadge active={isThreadActive(thread, now)} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(thread.created_at)}</TableCell>
              <TableCell className="text-right">
                <Button variant="outline" size="sm" onClick={() => onOpen(thread)} aria-label="View Messages">
                  <MessagesSquare aria-hidden />
                  View
                </Button>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
