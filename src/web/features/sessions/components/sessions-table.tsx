import type { AdminSession } from "@shared/admin-sessions";
import { LogOut } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { DataTable, type DataTableColumn, type DataTablePaging } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/format";
import { useEndSession } from "../api/end-session";

const browserOf = (session: AdminSession) => session.browser ?? "Unknown browser";

/** "End" on another session's row, confirmed first; the current one is ended by Logout instead. */
function EndSessionButton({ session }: { session: AdminSession }) {
  const end = useEndSession();
  const where = session.ip ? `${browserOf(session)} at ${session.ip}` : browserOf(session);
  return (
    <ConfirmButton
      button={{ label: "End", icon: LogOut, variant: "destructive-ghost" }}
      title="End this session?"
      description={`${where} will be signed out at once and must sign in again to come back.`}
      busy={end.isPending}
      onConfirm={() => end.mutateAsync(session.id)}
    />
  );
}

interface SessionsTableProps {
  sessions: AdminSession[] | undefined;
  isPending: boolean;
  isError: boolean;
  paging: DataTablePaging;
}

/** The admin's sessions: a table on a desktop, a card per session on a phone. */
export function SessionsTable({ sessions, isPending, isError, paging }: SessionsTableProps) {
  const columns: DataTableColumn<AdminSession>[] = [
    {
      header: "Browser",
      phone: "title",
      className: "font-medium text-slate-900",
      // The raw user agent on hover, for the browsers Bowser cannot name.
      cellTitle: (session) => session.user_agent ?? undefined,
      cell: (session) => (
        <>
          {browserOf(session)}
          {session.current && (
            <Badge variant="success" className="ml-2">
              This session
            </Badge>
          )}
        </>
      ),
    },
    { header: "IP address", className: "whitespace-nowrap", cell: (session) => session.ip ?? "-" },
    {
      header: "Created",
      // On a phone the time, with its zone, may go to the line below the day.
      className: "md:whitespace-nowrap",
      cell: (session) => formatDateTime(session.created_at),
    },
    {
      header: "Last seen",
      // On a phone the time, with its zone, may go to the line below the day.
      className: "md:whitespace-nowrap",
      cell: (session) => formatDateTime(session.last_seen_at),
    },
    {
      header: "Actions",
      phone: "actions",
      cell: (session) => (session.current ? null : <EndSessionButton session={session} />),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={sessions}
      className="md:min-w-[720px]"
      isPending={isPending}
      loadingRows={2}
      isError={isError}
      noun="sessions"
      paging={paging}
    />
  );
}
