import { auditEntrySchema, auditFilterOptionsSchema, auditQuerySchema } from "../audit-log.js";
import { defineContract } from "./contract.js";

const tag = "Audit log";

/**
 * The Audit Log screen (issue 22). Read-only by design: no call edits or deletes an entry, and the
 * table refuses UPDATE and DELETE itself.
 */
export const auditLogApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/audit-log",
    auth: "admin",
    tag,
    summary: "One page of audit entries, newest first, filtered by admin, action, resource and days",
    query: auditQuerySchema,
    response: auditEntrySchema,
    page: "array-with-total-header",
  }),
  filterOptions: defineContract({
    method: "GET",
    path: "/api/admin/audit-log/filters",
    auth: "admin",
    tag,
    summary: "The actions and resource types the log holds, for the screen's filters",
    response: auditFilterOptionsSchema,
  }),
};
