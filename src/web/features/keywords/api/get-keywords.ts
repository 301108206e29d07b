import type { Keyword } from "@shared/keywords";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { ADVERTISING_STALE_TIME_MS } from "@/lib/stale-times";

export const getKeywords = () => api.get<Keyword[]>("/api/admin/keywords");

export const keywordsQueryKey = ["admin", "keywords"] as const;

export const keywordsQueryOptions = () =>
  queryOptions({ queryKey: keywordsQueryKey, queryFn: getKeywords, staleTime: ADVERTISING_STALE_TIME_MS });

export const useKeywords = () => useQuery(keywordsQueryOptions());
