import { auditQuerySchema } from "@shared/audit-log";
import { AdminPage } from "@/components/admin/admin-page";
import { listPaging } from "@/components/admin/list-paging";
import { listState } from "@/components/admin/list-state";
import { useAdmins } from "@/features/admins/api/get-admins";
import { useAuditFilterOptions } from "@/features/audit-log/api/get-audit-filter-options";
import { type AuditLogFilters as Filters, useAuditLog } from "@/features/audit-log/api/get-audit-log";
import {
  AUDIT_FILTER_NAMES,
  AuditLogFilters,
  hasFilters,
} from "@/features/audit-log/components/audit-log-filters";
import { AuditLogTable } from "@/features/audit-log/components/audit-log-table";
import { useListParams } from "@/hooks/use-list-params";

/**
 * A URL value the server would refuse (a hand-edited id or day) is dropped, so the screen shows the
 * rest instead of an error. The server's own field rules decide.
 */
const accepted = (field: "admin_id" | "from" | "to", value: string) =>
  value !== "" && auditQuerySchema.shape[field].safeParse(value).success ? value : "";

export function AuditLogPage() {
  const { page, get, setPage, setFilter, setFilters } = useListParams();
  const filters: Filters = {
    admin: accepted("admin_id", get("admin")),
    action: get("action"),
    resource: get("resource"),
    from: accepted("from", get("from")),
    to: accepted("to", get("to")),
  };
  // The date pickers bound each other, but typed days can still cross: nothing matches, and the
  // filters say why, instead of a failed request.
  const reversed = filters.from !== "" && filters.to !== "" && filters.from > filters.to;
  const entries = useAuditLog({ ...filters, page }, !reversed);
  const admins = useAdmins();
  const options = useAuditFilterOptions();

  return (
    <AdminPage
      title="Audit Log"
      description="Every change made through this console: who, what, from where and when. Entries cannot be edited or deleted."
    >
      <AuditLogFilters
        filters={filters}
        reversed={reversed}
        admins={admins.data}
        actions={options.data?.actions}
        resourceTypes={options.data?.resource_types}
        onFilter={setFilter}
        onClear={() => setFilters(Object.fromEntries(AUDIT_FILTER_NAMES.map((name) => [name, ""])))}
      />
      <AuditLogTable
        {...(reversed ? { rows: [] } : listState(entries))}
        filtered={hasFilters(filters)}
        paging={listPaging({
          page,
          total: entries.data?.total ?? 0,
          noun: "entries",
          onPageChange: setPage,
          maxButtons: 5,
        })}
      />
    </AdminPage>
  );
}
