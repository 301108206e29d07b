import type { QueuePageQuery } from "./get-queue";

/** Query keys of the queue screen: every query, invalidation and cache write of the feature reads them here. */
export const queueKeys = {
  all: ["admin", "queue"] as const,
  list: (query: QueuePageQuery) => [...queueKeys.all, query] as const,
};
