import { threadsApi } from "@shared/api/threads";
import { ADMIN_PAGE_SIZE } from "@shared/list-query";
import { THREADS_REFRESH_MS } from "@shared/threads";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { threadKeys } from "./threads-keys";

export interface ThreadsPageQuery {
  search: string;
  /** Only the threads whose person asked for a human. */
  needsPerson: boolean;
  /** 1-based. */
  page: number;
}

export const getThreads = ({ search, needsPerson, page }: ThreadsPageQuery) =>
  callApi(threadsApi.list, {
    query: {
      search,
      // Left out rather than "false": the server reads a missing filter as every thread.
      needs_person: needsPerson ? "true" : undefined,
      limit: ADMIN_PAGE_SIZE,
      offset: (page - 1) * ADMIN_PAGE_SIZE,
    },
  });

export const threadsQueryOptions = (query: ThreadsPageQuery) =>
  queryOptions({
    queryKey: threadKeys.list(query),
    queryFn: () => getThreads(query),
    // Spec 000 section 9: the list refreshes every 30 s.
    refetchInterval: THREADS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** One page of threads, most recently active first, refreshed every 30 s. */
export const useThreads = (query: ThreadsPageQuery) => useQuery(threadsQueryOptions(query));
