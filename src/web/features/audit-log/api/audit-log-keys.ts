import type { AuditLogPageQuery } from "./get-audit-log";

/** Query keys of the Audit Log screen: every query of the feature reads them here. */
export const auditLogKeys = {
  all: ["admin", "audit-log"] as const,
  list: (query: AuditLogPageQuery) => [...auditLogKeys.all, "list", query] as const,
  filterOptions: () => [...auditLogKeys.all, "filter-options"] as const,
};
