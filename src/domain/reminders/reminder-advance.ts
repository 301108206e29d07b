import type { DueQueuedMessage } from "../../db/repositories/queue-dispatch.js";
import type { ReminderAdvance } from "../../db/repositories/reminders.js";
import { nextOccurrence } from "./recurrence.js";

/**
 * What the dispatch of reminder firings leads to: each reminder's own firing (not a snooze) queues
 * the reminder's next occurrence after now, in the person's zone of the moment, or ends it. After
 * now rather than after the firing's time, so occurrences missed while nothing ran are skipped:
 * the person gets the late one, not a pile of them.
 */
export function reminderAdvances(
  dispatched: DueQueuedMessage[],
  now: Date,
  zoneOf: (timezone: string | null) => string,
): ReminderAdvance[] {
  const advances: ReminderAdvance[] = [];
  for (const firing of dispatched) {
    if (firing.reminder_id === null || firing.snoozed || firing.reminder_status !== "active") continue;
    const schedule = { startsLocal: firing.starts_local ?? "", rrule: firing.rrule };
    advances.push({
      reminderId: firing.reminder_id,
      next: nextOccurrence(schedule, zoneOf(firing.timezone), now),
      content: firing.content,
      recipient: firing.recipient,
    });
  }
  return advances;
}
