import { queueApi } from "@shared/api/queue";
import { QUEUE_PAGE_SIZE, type QueueType } from "@shared/queue";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { isApiError } from "@/lib/api";
import { callApi } from "@/lib/call-api";
import { queueKeys } from "./queue-keys";

export type QueueStatus = "pending" | "processed";

export interface QueuePageQuery {
  search: string;
  status: QueueStatus | null;
  type: QueueType | null;
  /** 1-based. */
  page: number;
}

/**
 * One filtered page of the queue. A failure reads "Failed to fetch queue data" (spec 001 section
 * 8); a 401 stays an ApiError so the console still sends the operator to sign in.
 */
export async function getQueue({ search, status, type, page }: QueuePageQuery) {
  const query = {
    limit: QUEUE_PAGE_SIZE,
    offset: (page - 1) * QUEUE_PAGE_SIZE,
    status: status ?? undefined,
    type: type ?? undefined,
    search,
  };
  try {
    return await callApi(queueApi.list, { query });
  } catch (error) {
    if (isApiError(error, 401)) throw error;
    throw new Error("Failed to fetch queue data");
  }
}

export const queueQueryOptions = (query: QueuePageQuery) =>
  queryOptions({
    queryKey: queueKeys.list(query),
    queryFn: () => getQueue(query),
    placeholderData: keepPreviousData,
    // Messages leave the queue on their own; a view older than a minute is misleading.
    staleTime: 60_000,
  });

export const useQueue = (query: QueuePageQuery) => useQuery(queueQueryOptions(query));
