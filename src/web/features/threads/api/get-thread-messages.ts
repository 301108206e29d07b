import type { AdminThreadMessage } from "@shared/threads";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { threadKeys } from "./threads-keys";

export const getThreadMessages = (threadId: number) =>
  api.getPage<AdminThreadMessage>(`/api/admin/thread-messages/${threadId}`);

export const threadMessagesQueryOptions = (threadId: number) =>
  queryOptions({
    queryKey: threadKeys.messages(threadId),
    queryFn: () => getThreadMessages(threadId),
    refetchOnMount: "always",
  });

/** A thread's latest messages (and how many it has); only the open dialog calls it. */
export const useThreadMessages = (threadId: number) => useQuery(threadMessagesQueryOptions(threadId));
