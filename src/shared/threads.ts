import { z } from "zod";
import { threadMessageSchema } from "./mock-chat.js";

/** Spec 000 section 9: a thread is Active when its last message (or update) is within 7 days. */
export const ACTIVE_THREAD_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Spec 000 section 9: the threads list refreshes every 30 s. */
export const THREADS_REFRESH_MS = 30_000;
/**
 * The thread dialog shows at most this many of the latest messages; a years-long thread would
 * otherwise send megabytes to read the last few lines. The total goes in X-Total-Count.
 */
export const THREAD_MESSAGES_LIMIT = 500;

export function isThreadActive(
  thread: { last_message_at: string | null; updated_at: string },
  now: Date,
): boolean {
  const at = new Date(thread.last_message_at ?? thread.updated_at).getTime();
  return now.getTime() - at <= ACTIVE_THREAD_WINDOW_MS;
}

/** A message as the operator's thread dialog shows it: the chat fields plus how it was sent. */
export const adminThreadMessageSchema = threadMessageSchema.extend({
  kind: z.string(),
  recipient: z.string().nullable(),
  error_code: z.string().nullable(),
  /** USD spent on the AI for this reply (first part of an assistant reply only). */
  ai_cost: z.number().nullable(),
});

export type AdminThreadMessage = z.output<typeof adminThreadMessageSchema>;
