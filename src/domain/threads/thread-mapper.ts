import type { MessageRow } from "../../db/repositories/messages.js";
import type { ThreadRow } from "../../db/repositories/threads.js";
import type { ThreadMessage, ThreadSummary } from "../../shared/mock-chat.js";
import type { AdminThreadMessage } from "../../shared/threads.js";

/** API shapes use the spec's field names; dates go out as ISO strings. */
export function toThreadSummary(thread: ThreadRow): ThreadSummary {
  return {
    id: thread.id,
    participants: thread.participants,
    system_number: thread.system_number,
    is_group_chat: thread.is_group_chat,
    channel: thread.channel,
    title: thread.title,
    message_count: thread.message_count,
    last_message: thread.last_message,
    last_message_at: thread.last_message_at?.toISOString() ?? null,
    created_at: thread.created_at.toISOString(),
    updated_at: thread.updated_at.toISOString(),
  };
}

export function toThreadMessage(message: MessageRow): ThreadMessage {
  return {
    id: message.id,
    thread_id: message.thread_id,
    sender: message.sender,
    sender_role: message.sender_role as ThreadMessage["sender_role"],
    content: message.content,
    media_url: message.media_url,
    media: message.media,
    transcript: message.transcript,
    delivery_status: message.delivery_status,
    segment_count: message.segment_count,
    created_at: message.created_at.toISOString(),
    updated_at: message.updated_at.toISOString(),
  };
}

export function toAdminThreadMessage(message: MessageRow): AdminThreadMessage {
  return {
    ...toThreadMessage(message),
    kind: message.kind,
    recipient: message.recipient,
    error_code: message.error_code,
    ai_cost: message.ai_cost,
  };
}
