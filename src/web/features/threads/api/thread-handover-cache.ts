import type { ThreadSummary } from "@shared/mock-chat";
import type { QueryClient } from "@tanstack/react-query";
import { dashboardKeys } from "@/features/dashboard/api/dashboard-keys";
import { threadKeys } from "./threads-keys";

/**
 * What taking a thread over or handing it back changes besides the thread itself: the list's
 * badges, the sidebar's count and the dashboard's card.
 */
export const invalidatedByHandover = () => [
  threadKeys.lists(),
  threadKeys.needingPersonCount(),
  dashboardKeys.stats(),
];

/**
 * The server's answer is the thread as it is now, so the open dialog shows it at once. A live poll
 * still on its way was asked before the change; it is cancelled first so it cannot put the old
 * state back.
 */
export function showHandedOverThread(queryClient: QueryClient, thread: ThreadSummary) {
  const queryKey = threadKeys.live(thread.id);
  void queryClient.cancelQueries({ queryKey }).then(() => queryClient.setQueryData(queryKey, thread));
}
