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

export interface QueuedMessage {
  id: number;
  content: string;
  recipient: string;
  type: QueueType;
  media_url: string | null;
  scheduled_for: string;
  processed: boolean;
  processed_at: string | null;
  /** Why it was processed without being sent (opted out...), when it was. */
  skip_reason: string | null;
  created_at: string;
}

export interface QueuePage {
  messages: QueuedMessage[];
  total: number;
}
