import type { MessageRow, ThreadMessageView } from "../../db/repositories/messages.js";
import type { ThreadRow, ThreadView } from "../../db/repositories/threads.js";
import type { ThreadMessage, ThreadSummary } from "../../shared/mock-chat.js";
import type { AdminThreadMessage } from "../../shared/threads.js";
import { DEFAULT_TAKEOVER_TIMEOUT_HOURS, handBackAt } from "./assistant-pause.js";

/** Who took a thread over when their account row no longer names them. */
const UNNAMED_OPERATOR = "An operator";

/**
 * API shapes use the spec's field names; dates go out as ISO strings. `timeoutHours` is
 * TAKEOVER_TIMEOUT_HOURS, which says when a taken thread is handed back.
 */
export function toThreadSummary(
  thread: ThreadRow | ThreadView,
  timeoutHours = DEFAULT_TAKEOVER_TIMEOUT_HOURS,
): ThreadSummary {
  const pausedByName = "ai_paused_by_name" in thread ? thread.ai_paused_by_name : null;
  const paused = thread.ai_paused_at !== null;
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
    ai_paused: paused,
    ai_paused_by:
      paused && thread.ai_paused_by !== null
        ? { id: thread.ai_paused_by, name: pausedByName ?? UNNAMED_OPERATOR }
        : null,
    ai_paused_until:
      paused && thread.operator_active_at
        ? handBackAt(thread.operator_active_at, timeoutHours).toISOString()
        : null,
    needs_person: thread.needs_person_at !== null,
    needs_person_since: thread.needs_person_at?.toISOString() ?? null,
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
    channel: message.channel,
    segment_count: message.segment_count,
    created_at: message.created_at.toISOString(),
    updated_at: message.updated_at.toISOString(),
  };
}

export function toAdminThreadMessage(message: ThreadMessageView): AdminThreadMessage {
  return {
    ...toThreadMessage(message),
    kind: message.kind,
    recipient: message.recipient,
    error_code: message.error_code,
    ai_cost: message.ai_cost,
    sent_by_admin:
      message.sent_by_admin_id !== null
        ? { id: message.sent_by_admin_id, name: message.sent_by_admin_name ?? UNNAMED_OPERATOR }
        : null,
  };
}
