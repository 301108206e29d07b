import { keywordsApi } from "@shared/api/keywords";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { ADVERTISING_STALE_TIME_MS } from "@/lib/stale-times";
import { keywordKeys } from "./keywords-keys";

export const getKeywords = () => callApi(keywordsApi.list);

export const keywordsQueryOptions = () =>
  queryOptions({ queryKey: keywordKeys.all, queryFn: getKeywords, staleTime: ADVERTISING_STALE_TIME_MS });

export const useKeywords = () => useQuery(keywordsQueryOptions());
