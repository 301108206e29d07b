import type { SystemNumberRow } from "../../db/repositories/system-numbers.js";
import type { SystemNumber } from "../../shared/system-numbers.js";

/** next_send_at is the sender's rate-limit state, not something an operator sets or reads. */
export function toSystemNumber(row: SystemNumberRow): SystemNumber {
  return {
    id: row.id,
    number: row.number,
    friendly_name: row.friendly_name,
    campaign: row.campaign,
    custom_prompt: row.custom_prompt,
    is_active: row.is_active,
    messages_per_second: row.messages_per_second,
    messaging_service_sid: row.messaging_service_sid,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
