import { systemNumbersApi } from "@shared/api/system-numbers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { systemNumberKeys } from "./system-numbers-keys";

export const getSystemNumbers = () => callApi(systemNumbersApi.list);

export const systemNumbersQueryOptions = () =>
  queryOptions({ queryKey: systemNumberKeys.all, queryFn: getSystemNumbers });

export const useSystemNumbers = () => useQuery(systemNumbersQueryOptions());
