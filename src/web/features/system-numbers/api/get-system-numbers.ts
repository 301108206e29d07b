import type { SystemNumber } from "@shared/system-numbers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { systemNumberKeys } from "./system-numbers-keys";

export const getSystemNumbers = () => api.get<SystemNumber[]>("/api/admin/system-numbers");

export const systemNumbersQueryOptions = () =>
  queryOptions({ queryKey: systemNumberKeys.all, queryFn: getSystemNumbers });

export const useSystemNumbers = () => useQuery(systemNumbersQueryOptions());
