import type { SystemNumber } from "@shared/system-numbers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const getSystemNumbers = () => api.get<SystemNumber[]>("/api/admin/system-numbers");

export const systemNumbersQueryKey = ["admin", "system-numbers"] as const;

export const systemNumbersQueryOptions = () =>
  queryOptions({ queryKey: systemNumbersQueryKey, queryFn: getSystemNumbers });

export const useSystemNumbers = () => useQuery(systemNumbersQueryOptions());
