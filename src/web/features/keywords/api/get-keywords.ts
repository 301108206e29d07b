import type { Keyword } from "@shared/keywords";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { ADVERTISING_STALE_TIME_MS } from "@/lib/stale-times";
import { keywordKeys } from "./keywords-keys";

export const getKeywords = () => api.get<Keyword[]>("/api/admin/keywords");

export const keywordsQueryOptions = () =>
  queryOptions({ queryKey: keywordKeys.all, queryFn: getKeywords, staleTime: ADVERTISING_STALE_TIME_MS });

export const useKeywords = () => useQuery(keywordsQueryOptions());
