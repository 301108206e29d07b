import type { ThreadsPageQuery } from "./get-threads";

/** Query keys of the threads screen: every query, invalidation and cache write of the feature reads them here. */
export const threadKeys = {
  all: ["admin", "threads"] as const,
  list: (query: ThreadsPageQuery) => [...threadKeys.all, "list", query] as const,
  messages: (threadId: number) => [...threadKeys.all, "messages", threadId] as const,
};
