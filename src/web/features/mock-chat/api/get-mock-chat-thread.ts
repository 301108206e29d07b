import { mockChatApi } from "@shared/api/mock-chat";
import type { Channel } from "@shared/channels";
import { MOCK_CHAT_USER_PHONE } from "@shared/mock-chat";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { mockChatKeys } from "./mock-chat-keys";

/** Spec 000 section 9: the mock chat polls its thread every 3 s while it is open. */
export const MOCK_CHAT_REFRESH_MS = 3000;

export const getThreadByPhone = (phone: string, channel: Channel) =>
  callApi(mockChatApi.threadByPhone, { params: { phone }, query: { channel } });

export const mockChatThreadQueryOptions = (channel: Channel) =>
  queryOptions({
    queryKey: mockChatKeys.thread(channel),
    queryFn: () => getThreadByPhone(MOCK_CHAT_USER_PHONE, channel),
    refetchInterval: MOCK_CHAT_REFRESH_MS,
    // Queries never go stale app-wide, so without this a reopened panel would show the
    // conversation as it was when it closed until the next poll.
    refetchOnMount: "always",
  });

/** The test phone's conversation on a channel. Only the open panel calls this, so a closed panel never polls. */
export const useMockChatThread = (channel: Channel) => useQuery(mockChatThreadQueryOptions(channel));
