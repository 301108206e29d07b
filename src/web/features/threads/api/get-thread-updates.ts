import { threadsApi } from "@shared/api/threads";
import type { ThreadSummary } from "@shared/mock-chat";
import { THREAD_LIVE_POLL_MS } from "@shared/threads";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api";
import { callApi } from "@/lib/call-api";
import { mergeThreadMessages, newestMessageId } from "../merge-thread-messages";
import { threadMessagesQueryOptions } from "./get-thread-messages";
import { threadKeys } from "./threads-keys";

export const getThreadUpdates = (threadId: number, after: number) =>
  callApi(threadsApi.updates, { params: { threadId }, query: { after } });

/** The list and the sidebar's count show the thread's state too: a change seen here makes them stale. */
function invalidateIfStateChanged(
  queryClient: QueryClient,
  before: ThreadSummary | undefined,
  now: ThreadSummary,
) {
  if (!before || (before.ai_paused === now.ai_paused && before.needs_person === now.needs_person)) return;
  void queryClient.invalidateQueries({ queryKey: threadKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: threadKeys.needingPersonCount() });
}

/**
 * The open thread, live (decision 030): every THREAD_LIVE_POLL_MS it asks for what came after the
 * newest message shown and merges that into the messages query by id, so a text appears within
 * a second or two and delivery statuses move on. The query's own data is the thread as it is now
 * (taken over, needs a person). It polls only while the dialog is mounted and `enabled` (the
 * messages have loaded), and not while the tab is hidden.
 */
export function useLiveThread(threadId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const messagesKey = threadMessagesQueryOptions(threadId).queryKey;
  return useQuery({
    queryKey: threadKeys.live(threadId),
    queryFn: async (): Promise<ThreadSummary> => {
      const shown = queryClient.getQueryData(messagesKey);
      const { thread, messages } = await getThreadUpdates(threadId, newestMessageId(shown?.items ?? []));
      queryClient.setQueryData(messagesKey, (page) => page && mergeThreadMessages(page, messages));
      invalidateIfStateChanged(
        queryClient,
        queryClient.getQueryData<ThreadSummary>(threadKeys.live(threadId)),
        thread,
      );
      return thread;
    },
    enabled,
    // A thread that is gone stays gone; anything else (a dropped connection) is asked again.
    refetchInterval: (query) => (isApiError(query.state.error, 404) ? false : THREAD_LIVE_POLL_MS),
    refetchIntervalInBackground: false,
    // A reopened dialog asks at once rather than showing the state it had when it closed.
    refetchOnMount: "always",
  });
}
