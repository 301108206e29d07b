import type { Executor } from "../../db/client.js";
import { activeReminders, rescheduleReminder } from "../../db/repositories/reminders.js";
import { nextOccurrence } from "./recurrence.js";
import { reminderContent } from "./reminder-words.js";

/**
 * The person changed their time zone: each recurring reminder's next firing moves to the same
 * wall-clock time in the new zone (in the transaction that changes the zone). One-shot reminders
 * keep the instant they were confirmed for. A firing due now is left to the dispatch about to send it.
 */
export async function moveRemindersToZone(
  db: Executor,
  person: { userId: number; recipient: string },
  zone: string,
  now: Date,
): Promise<void> {
  for (const reminder of await activeReminders(db, person.userId)) {
    if (reminder.rrule === null || reminder.next_at.getTime() <= now.getTime()) continue;
    const schedule = { startsLocal: reminder.starts_local, rrule: reminder.rrule };
    const at = nextOccurrence(schedule, zone, now);
    if (!at || at.getTime() === reminder.next_at.getTime()) continue;
    await rescheduleReminder(
      db,
      person,
      reminder.id,
      { ...schedule, text: reminder.text, at, content: reminderContent(reminder.text) },
      now,
    );
  }
}
