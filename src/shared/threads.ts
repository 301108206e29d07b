import { z } from "zod";
import { listFilterSchema, listQuerySchema } from "./list-query.js";
import { threadMessageSchema, threadSummarySchema } from "./mock-chat.js";

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
  /** The operator who wrote it in the console (kind operator); null for everything else. */
  sent_by_admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export type AdminThreadMessage = z.output<typeof adminThreadMessageSchema>;

/** The longest message an operator may send: Twilio's limit for one message body. */
export const OPERATOR_MESSAGE_MAX = 1600;
export const OPERATOR_MESSAGE_TOO_LONG = `Message is too long (${OPERATOR_MESSAGE_MAX} characters at most).`;

/** POST /api/admin/threads/{id}/messages: what an operator writes, counted in characters (code points). */
export const operatorMessageSchema = z.strictObject({
  body: z
    .string({ message: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .refine((body) => Array.from(body).length <= OPERATOR_MESSAGE_MAX, OPERATOR_MESSAGE_TOO_LONG),
});

export type OperatorMessage = z.output<typeof operatorMessageSchema>;

/** How often an open thread asks for what is new (the live view, decision 030). */
export const THREAD_LIVE_POLL_MS = 1000;

/** GET /api/admin/threads: the list's search and paging, and `needs_person=true` for the flagged threads only. */
export const threadListQuerySchema = listQuerySchema.extend({
  needs_person: z
    .enum(["true", "false"], { message: "Must be true or false" })
    .transform((value) => value === "true")
    .optional(),
});

export type ThreadListQuery = z.output<typeof threadListQuerySchema>;

/** The CSV export's filter: the list's, without paging. */
export const threadListFilterSchema = listFilterSchema.extend({
  needs_person: threadListQuerySchema.shape.needs_person,
});

export type ThreadListFilter = z.output<typeof threadListFilterSchema>;

/** GET /api/admin/threads/{id}/updates?after=: the thread now, and its messages after the one the page has. */
export const threadUpdatesQuerySchema = z.object({
  after: z.coerce
    .string({ message: "Must be a message id, or 0" })
    .regex(/^(0|[1-9][0-9]{0,15})$/, "Must be a message id, or 0")
    .transform(Number)
    .default(0),
});

export const threadUpdatesSchema = z.object({
  thread: threadSummarySchema,
  /** Oldest first, at most THREAD_MESSAGES_LIMIT. */
  messages: z.array(adminThreadMessageSchema),
});

export type ThreadUpdates = z.output<typeof threadUpdatesSchema>;
