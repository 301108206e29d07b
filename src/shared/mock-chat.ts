import { z } from "zod";
import { CHANNELS } from "./channels.js";

/**
 * The console's mock chat plays a fixed test phone texting a fixed system number. Both sit in the
 * 555-01xx block reserved for fiction, so they can never reach a real phone.
 */
export const MOCK_CHAT_USER_PHONE = "+15555550111";
export const MOCK_CHAT_SYSTEM_NUMBER = "+15555550199";

export const threadSummarySchema = z.object({
  id: z.number().int(),
  participants: z.array(z.string()),
  system_number: z.string(),
  is_group_chat: z.boolean(),
  /** How the people reach us in this thread: sms, whatsapp or rcs. */
  channel: z.enum(CHANNELS),
  title: z.string().nullable(),
  message_count: z.number().int(),
  last_message: z.string().nullable(),
  last_message_at: z.string().nullable(),
  /** An operator has taken the thread over: the assistant answers nothing in it (decision 030). */
  ai_paused: z.boolean(),
  /** Who took it over, while it is taken. */
  ai_paused_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** When it is handed back by itself unless an operator writes first (TAKEOVER_TIMEOUT_HOURS). */
  ai_paused_until: z.string().nullable(),
  /** The person asked for a human (or the assistant could not help): quiet until an operator acts. */
  needs_person: z.boolean(),
  needs_person_since: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type ThreadSummary = z.output<typeof threadSummarySchema>;

/** Who wrote a message; the messages table's check constraint holds the same three. */
export const SENDER_ROLES = ["user", "assistant", "system"] as const;

export const threadMessageSchema = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  sender: z.string(),
  sender_role: z.enum(SENDER_ROLES),
  content: z.string(),
  media_url: z.string().nullable(),
  /**
   * Every item of an MMS, in the order sent (media_url is the first). Twilio's addresses need the
   * account's credentials; a mock-media: address is a file the mock chat attached.
   */
  media: z.array(z.object({ url: z.string(), content_type: z.string().nullable() })),
  /** What an inbound voice note said, once transcribed for its answer. */
  transcript: z.string().nullable(),
  delivery_status: z.string().nullable(),
  /**
   * The channel it went on when the provider said so or it is not the thread's: an RCS reply
   * Twilio delivered by SMS fallback shows sms. Null means the thread's channel.
   */
  channel: z.enum(CHANNELS).nullable(),
  segment_count: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type ThreadMessage = z.output<typeof threadMessageSchema>;

/** GET /api/admin/thread-by-phone/{phone}: the phone's thread with the mock chat's system number. */
export const threadWithMessagesSchema = z.object({
  thread: threadSummarySchema.nullable(),
  messages: z.array(threadMessageSchema),
});

export type ThreadWithMessages = z.output<typeof threadWithMessagesSchema>;

/**
 * POST /api/admin/mock-sms (202): the text was taken. The ids come only when this call stored it
 * (not when it was spooled for later, or not stored at all).
 */
export const mockSmsResultSchema = z.object({
  ok: z.literal(true),
  messageId: z.number().int().optional(),
  threadId: z.number().int().optional(),
});
