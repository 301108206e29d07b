import type { Channel } from "@shared/channels";
import { MOCK_CHAT_USER_PHONE } from "@shared/mock-chat";

/** Query keys of the mock chat: every query, invalidation and cache write of the feature reads them here. */
export const mockChatKeys = {
  thread: (channel: Channel) => ["admin", "thread-by-phone", MOCK_CHAT_USER_PHONE, channel] as const,
};
