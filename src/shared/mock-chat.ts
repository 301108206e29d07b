/**
 * The console's mock chat plays a fixed test phone texting a fixed system number. Both sit in the
 * 555-01xx block reserved for fiction, so they can never reach a real phone.
 */
export const MOCK_CHAT_USER_PHONE = "+15555550111";
export const MOCK_CHAT_SYSTEM_NUMBER = "+15555550199";

export interface ThreadSummary {
  id: number;
  participants: string[];
  system_number: string;
  is_group_chat: boolean;
  title: string | null;
  message_count: number;
  last_message: string | null;
  last_message_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ThreadMessage {
  id: number;
  thread_id: number;
  sender: string;
  sender_role: "user" | "assistant" | "system";
  content: string;
  media_url: string | null;
  delivery_status: string | null;
  segment_count: number | null;
  created_at: string;
  updated_at: string;
}

/** GET /api/admin/thread-by-phone/{phone}: the phone's thread with the mock chat's system number. */
export interface ThreadWithMessages {
  thread: ThreadSummary | null;
  messages: ThreadMessage[];
}
