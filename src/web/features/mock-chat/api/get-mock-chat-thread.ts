import { mockChatApi } from "@shared/api/mock-chat";
import { MOCK_CHAT_USER_PHONE } from "@shared/mock-chat";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { mockChatKeys } from "./mock-chat-keys";

/** Spec 000 section 9: the mock chat polls its thread every 3 s while it is open. */
export const MOCK_CHAT_REFRESH_MS = 3000;

export const getThreadByPhone = (phone: string) => callApi(mockChatApi.threadByPhone, { params: { phone } });

export const mockChatThreadQueryOptions = () =>
  queryOptions({
    queryKey: mockChatKeys.thread,
    queryFn: () => getThreadByPhone(MOCK_CHAT_USER_PHONE),
    refetchInterval: MOCK_CHAT_REFRESH_MS,
    // Queries never go stale app-wide, so without this a reopened panel would show the
    // conversation as it was when it closed until the next poll.
    refetchOnMount: "always",
  });

/** The test phone's conversation. Only the open panel calls this, so a closed panel never polls. */
export const useMockChatThread = () => useQuery(mockChatThreadQueryOptions());
