import type { ListedQueuedMessage } from "../../db/repositories/queued-messages.js";
import type { QueuedMessage, QueueType } from "../../shared/queue.js";

export function toQueuedMessage(row: ListedQueuedMessage): QueuedMessage {
  return {
    id: row.id,
    content: row.content,
    recipient: row.recipient,
    type: row.type as QueueType,
    media_url: row.media_url,
    scheduled_for: row.scheduled_for.toISOString(),
    processed: row.processed,
    processed_at: row.processed_at?.toISOString() ?? null,
    skip_reason: row.skip_reason,
    hold_reason: row.hold_reason,
    held_from: row.held_from?.toISOString() ?? null,
    delivery_status: row.delivery_status,
    delivery_error: row.delivery_error,
    reminder_id: row.reminder_id,
    repeats: row.repeats,
    snoozed: row.snoozed,
    created_at: row.created_at.toISOString(),
  };
}
