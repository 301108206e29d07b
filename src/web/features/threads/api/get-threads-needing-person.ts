import { threadsApi } from "@shared/api/threads";
import { THREADS_REFRESH_MS } from "@shared/threads";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { threadKeys } from "./threads-keys";

/** One row is asked for only to read the page's total (X-Total-Count): the count is all the badge shows. */
export const getThreadsNeedingPersonCount = async () =>
  (await callApi(threadsApi.list, { query: { needs_person: "true", limit: 1 } })).total;

export const threadsNeedingPersonCountQueryOptions = () =>
  queryOptions({
    queryKey: threadKeys.needingPersonCount(),
    queryFn: getThreadsNeedingPersonCount,
    // As often as the threads list refreshes, on every screen: the sidebar is always there.
    refetchInterval: THREADS_REFRESH_MS,
  });

/** How many threads wait for an operator, for the sidebar's badge. */
export const useThreadsNeedingPersonCount = () => useQuery(threadsNeedingPersonCountQueryOptions());
