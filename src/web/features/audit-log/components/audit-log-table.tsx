import { auditActionLabel } from "@shared/audit-actions";
import type { AuditEntry } from "@shared/audit-log";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTableColumn, type DataTableList } from "@/components/ui/data-table";
import { formatDateTime, formatPhone } from "@/lib/format";

interface AuditLogTableProps extends DataTableList<AuditEntry> {
  /** Whether a filter is applied, which changes what the empty list says. */
  filtered: boolean;
}

const none = <span className="text-slate-400">—</span>;

/** A session is named by a 64-character digest: its first characters tell sessions apart. */
const shortId = (id: string) => (/^[0-9a-f]{32,}$/.test(id) ? `${id.slice(0, 8)}…` : id);

/** Who: the admin's name today, else the phone the entry recorded (a failed sign-in has only that). */
function adminLabel(entry: AuditEntry) {
  if (entry.admin_name) return entry.admin_name;
  return entry.admin_phone ? (
    <span className="whitespace-nowrap">{formatPhone(entry.admin_phone)}</span>
  ) : null;
}

const columns: DataTableColumn<AuditEntry>[] = [
  {
    header: "Time",
    phone: "title",
    // Wide enough for "Jan 30, 2025," so the time goes whole to the second line.
    className: "md:min-w-32",
    // Shown in the service's zone like every time in the console; the title has the UTC record.
    cellTitle: (entry) => entry.created_at,
    cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
  },
  {
    header: "Admin",
    cellTitle: (entry) => (entry.admin_phone ? formatPhone(entry.admin_phone) : undefined),
    cell: (entry) => adminLabel(entry) ?? none,
  },
  {
    header: "Action",
    phone: "badge",
    cell: (entry) => <Badge variant="secondary">{auditActionLabel(entry.action)}</Badge>,
  },
  {
    header: "Resource",
    // wrap-anywhere, unlike break-words, also narrows the column's minimum width for a long id.
    className: "wrap-anywhere md:min-w-28",
    cellTitle: (entry) => (entry.resource_id ? `${entry.resource_type} #${entry.resource_id}` : undefined),
    cell: (entry) =>
      entry.resource_id ? `${entry.resource_type} #${shortId(entry.resource_id)}` : entry.resource_type,
  },
  // The one column free to grow: it takes the width the others leave.
  { header: "Summary", className: "break-words", cell: (entry) => entry.summary },
  {
    header: "IP Address",
    className: "wrap-anywhere font-mono text-xs md:min-w-28",
    cell: (entry) => entry.ip ?? none,
  },
  {
    header: "Browser",
    cellTitle: (entry) => entry.user_agent ?? undefined,
    cell: (entry) => entry.browser ?? (entry.user_agent ? "Unknown browser" : none),
  },
];

/** The entries as recorded: read-only, so no row has an action. */
export function AuditLogTable({ filtered, ...list }: AuditLogTableProps) {
  return (
    <DataTable
      {...list}
      columns={columns}
      noun="audit entries"
      empty={
        filtered ? (
          "No audit entries match these filters."
        ) : (
          <span className="flex flex-col gap-1">
            <span className="font-medium text-slate-700">No audit entries yet</span>
            <span>Every change made through this console is recorded here.</span>
          </span>
        )
      }
    />
  );
}
