import { z } from "zod";
import { pageOffsetSchema } from "./list-query.js";
import { phoneSearchText } from "./phone.js";

export const QUEUE_TYPES = ["reminder", "notification", "marketing", "system"] as const;
export type QueueType = (typeof QUEUE_TYPES)[number];
export const QUEUE_PAGE_SIZE = 25;

/** GET /api/admin/queue?limit&offset&status&type&search (spec 001 section 7). */
export const queueQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(QUEUE_PAGE_SIZE),
  offset: pageOffsetSchema,
  status: z.enum(["pending", "processed"]).optional(),
  type: z.enum(QUEUE_TYPES).optional(),
  /** Matches the content or the recipient's phone (typed as the webhook reads it), case-insensitively. */
  search: z.string().trim().max(200).transform(phoneSearchText).default(""),
});

export type QueueQuery = z.infer<typeof queueQuerySchema>;

/** The queue's filters without paging: what its CSV export reads. */
export const queueFilterSchema = queueQuerySchema.omit({ limit: true, offset: true });

export type QueueFilter = z.infer<typeof queueFilterSchema>;

export const queuedMessageSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  recipient: z.string(),
  type: z.enum(QUEUE_TYPES),
  media_url: z.string().nullable(),
  scheduled_for: z.string(),
  processed: z.boolean(),
  processed_at: z.string().nullable(),
  /** Why it was processed without being sent (opted out...), when it was. */
  skip_reason: z.string().nullable(),
  /** Why it is still pending and not sent yet (WhatsApp's 24-hour window closed...), when it is held. */
  hold_reason: z.string().nullable(),
  /** When a message that was held was first due; `scheduled_for` is then when it is next looked at. */
  held_from: z.string().nullable(),
  /**
   * How the text it was dispatched as fared (pending, sent, delivered, failed, undelivered...), null
   * while it waits, when it was skipped, or once retention removed the text.
   */
  delivery_status: z.string().nullable(),
  /** Why that text failed: the provider's error code (21211...) or our reason (whatsapp_window_closed...). */
  delivery_error: z.string().nullable(),
  /** A firing of a person's reminder (issue 38). */
  reminder_id: z.number().int().nullable(),
  /** A firing of a reminder that repeats. */
  repeats: z.boolean(),
  /** A firing the person snoozed ("snooze 30"). */
  snoozed: z.boolean(),
  created_at: z.string(),
});

export type QueuedMessage = z.output<typeof queuedMessageSchema>;

/** GET /api/admin/queue as it travels (the contract's "messages-and-total" page form). */
export interface QueuePage {
  messages: QueuedMessage[];
  total: number;
}
