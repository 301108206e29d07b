import type { ThreadRow } from "../../db/repositories/threads.js";
import type { UserRow } from "../../db/repositories/users.js";
import { mayMessageFreely } from "../delivery-rules/whatsapp-window.js";

export const OPTED_OUT_PERSON = "This person has opted out and cannot be messaged.";
export const OPTED_OUT_EVERYONE = "Everyone in this conversation has opted out and cannot be messaged.";
export const WHATSAPP_WINDOW_CLOSED_FOR_OPERATOR =
  "WhatsApp allows a free-form message only within 24 hours of the person's last message, and this person last wrote earlier than that.";

/**
 * Who an operator's message in a thread goes to: its people who have not opted out (an opted-out
 * person gets nothing, whoever writes). On WhatsApp it may only go within the 24-hour window the
 * person's last message opened. `people` are the thread's participants' users, in order.
 */
export function operatorRecipients(
  thread: Pick<ThreadRow, "participants" | "channel" | "is_group_chat">,
  people: Array<Pick<UserRow, "opted_out" | "whatsapp_last_inbound_at"> | undefined>,
  now: Date,
): { phones: string[] } | { refused: string } {
  const reachable = thread.participants.filter((_, index) => !people[index]?.opted_out);
  if (reachable.length === 0)
    return { refused: thread.is_group_chat ? OPTED_OUT_EVERYONE : OPTED_OUT_PERSON };
  const windowOpen = thread.participants.every(
    (_, index) =>
      people[index]?.opted_out ||
      mayMessageFreely(thread.channel, people[index]?.whatsapp_last_inbound_at ?? null, now),
  );
  if (!windowOpen) return { refused: WHATSAPP_WINDOW_CLOSED_FOR_OPERATOR };
  return { phones: reachable };
}
