import { auditLogApi } from "@shared/api/audit-log";
import { ADMIN_PAGE_SIZE } from "@shared/list-query";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { auditLogKeys } from "./audit-log-keys";

/** The screen's filters as the URL holds them; "" is no filter. */
export interface AuditLogFilters {
  admin: string;
  action: string;
  resource: string;
  /** Calendar days, YYYY-MM-DD, read in the service's time zone. */
  from: string;
  to: string;
}

export interface AuditLogPageQuery extends AuditLogFilters {
  /** 1-based. */
  page: number;
}

export const getAuditLog = ({ admin, action, resource, from, to, page }: AuditLogPageQuery) =>
  callApi(auditLogApi.list, {
    query: {
      admin_id: admin || undefined,
      action: action || undefined,
      resource_type: resource || undefined,
      from: from || undefined,
      to: to || undefined,
      limit: ADMIN_PAGE_SIZE,
      offset: (page - 1) * ADMIN_PAGE_SIZE,
    },
  });

export const auditLogQueryOptions = (query: AuditLogPageQuery) =>
  queryOptions({
    queryKey: auditLogKeys.list(query),
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
    // Every change made elsewhere in the console adds an entry: a page kept from earlier would
    // hide the latest ones, so it is read again each time the screen opens.
    staleTime: 0,
  });

/** One page of audit entries, newest first, with the total the filters match; none while not `enabled`. */
export const useAuditLog = (query: AuditLogPageQuery, enabled = true) =>
  useQuery({ ...auditLogQueryOptions(query), enabled });
