import type { Database } from "../../db/client.js";
import { threadMessages } from "../../db/repositories/messages.js";
import { findThread } from "../../db/repositories/threads.js";
import type { Channel } from "../../shared/channels.js";
import { MOCK_CHAT_SYSTEM_NUMBER, type ThreadWithMessages } from "../../shared/mock-chat.js";
import { toThreadMessage, toThreadSummary } from "../threads/thread-mapper.js";

/** The console's mock chat reads the test phone's one-to-one thread with the mock system number. */
export function createMockChatService(db: Database) {
  return {
    /** `phone` is E.164; no thread yet is an empty conversation, not an error. */
    threadByPhone: async (phone: string, channel: Channel = "sms"): Promise<ThreadWithMessages> => {
      const thread = await findThread(db, MOCK_CHAT_SYSTEM_NUMBER, [phone], channel);
      if (!thread) return { thread: null, messages: [] };
      const messages = await threadMessages(db, thread.id);
      return { thread: toThreadSummary(thread), messages: messages.map(toThreadMessage) };
    },
  };
}

export type MockChatService = ReturnType<typeof createMockChatService>;
