import type { DueQueuedMessage } from "../../db/repositories/queue-dispatch.js";
import { REMINDER_CANCELLED_SKIP_REASON } from "../../shared/reminders.js";
import { marketingDeferredUntil, type QuietHours, recipientZone } from "../delivery-rules/quiet-hours.js";

export const SKIP_UNKNOWN_RECIPIENT = "No user with this phone number";
export const SKIP_OPTED_OUT = "Recipient opted out";
export const SKIP_NO_SYSTEM_NUMBER = "No active system number to send from";

export type DeliveryDecision =
  | { action: "send" }
  | { action: "skip"; reason: string }
  | { action: "postpone"; until: Date };

/**
 * What to do with a due queued message now: opted-out and unknown recipients, and a cancelled
 * reminder's firing, get nothing (the row is closed with the reason), marketing waits out the recipient's quiet hours, the rest is sent.
 */
export function decideDelivery(
  message: DueQueuedMessage,
  now: Date,
  defaultTimeZone: string,
  quiet: QuietHours,
): DeliveryDecision {
  if (message.user_id === null) return { action: "skip", reason: SKIP_UNKNOWN_RECIPIENT };
  // A firing queued by a dispatch that ran while the person cancelled (see cancelReminders).
  if (message.reminder_status === "cancelled")
    return { action: "skip", reason: REMINDER_CANCELLED_SKIP_REASON };
  if (message.opted_out) return { action: "skip", reason: SKIP_OPTED_OUT };
  if (message.type === "marketing") {
    const until = marketingDeferredUntil(now, recipientZone(message.timezone, defaultTimeZone), quiet);
    if (until) return { action: "postpone", until };
  }
  return { action: "send" };
}
