import { threadsApi } from "@shared/api/threads";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { threadKeys } from "./threads-keys";

export const getThreadMessages = (threadId: number) => callApi(threadsApi.messages, { params: { threadId } });

export const threadMessagesQueryOptions = (threadId: number) =>
  queryOptions({
    queryKey: threadKeys.messages(threadId),
    queryFn: () => getThreadMessages(threadId),
    refetchOnMount: "always",
  });

/** A thread's latest messages (and how many it has); only the open dialog calls it. */
export const useThreadMessages = (threadId: number) => useQuery(threadMessagesQueryOptions(threadId));
