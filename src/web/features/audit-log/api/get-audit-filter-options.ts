import { auditLogApi } from "@shared/api/audit-log";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { auditLogKeys } from "./audit-log-keys";

export const getAuditFilterOptions = () => callApi(auditLogApi.filterOptions);

export const auditFilterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: auditLogKeys.filterOptions(),
    queryFn: getAuditFilterOptions,
    // New kinds of change appear as the console is used, as new entries do.
    staleTime: 0,
  });

/** The actions and resource types the log holds, for the Action and Resource filters. */
export const useAuditFilterOptions = () => useQuery(auditFilterOptionsQueryOptions());
