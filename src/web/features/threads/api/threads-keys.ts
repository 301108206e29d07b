import type { ThreadsPageQuery } from "./get-threads";

/** Query keys of the threads screen: every query, invalidation and cache write of the feature reads them here. */
export const threadKeys = {
  all: ["admin", "threads"] as const,
  /** Every page of the list, whatever its search and filter: what a take-over or hand-back makes stale. */
  lists: () => [...threadKeys.all, "list"] as const,
  list: (query: ThreadsPageQuery) => [...threadKeys.lists(), query] as const,
  /** How many threads need a person: the sidebar's badge. */
  needingPersonCount: () => [...threadKeys.all, "needing-person-count"] as const,
  messages: (threadId: number) => [...threadKeys.all, "messages", threadId] as const,
  /** The open thread as it is now (paused, needs a person), from its live poll and the operator's actions. */
  live: (threadId: number) => [...threadKeys.all, "live", threadId] as const,
};
