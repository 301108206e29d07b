/** How reminders are written in texts and tool results: plain GSM-7, in the person's zone. */
import { DateTime } from "luxon";
import type { ActiveReminder } from "../../db/repositories/reminders.js";
import { describeRecurrence } from "./recurrence-text.js";

/** What a firing of the reminder says. */
export function reminderContent(text: string): string {
  return `Reminder: ${text}`;
}

/** "Tue, Dec 8 at 4:00 PM EST" in the zone. */
export function localWhen(at: Date, zone: string): string {
  const when = DateTime.fromJSDate(at, { zone }).setLocale("en-US");
  return `${when.toFormat("ccc, LLL d 'at' h:mm a")} ${zoneAbbreviation(when)}`;
}

/** "EST" where the zone has a common abbreviation, "GMT+5:30" where it has none. */
export function zoneAbbreviation(when: DateTime): string {
  // Luxon writes offsets with U+2212 MINUS SIGN ("GMT−5"), which is not GSM-7.
  return when
    .toFormat("ZZZZ")
    .replace(/\u2212/g, "-")
    .replace(/[^\x20-\x7E]/g, "");
}

/** When a reminder fires: "Every weekday at 8:00 AM" for a recurring one, its instant otherwise. */
export function reminderWhen(
  reminder: Pick<ActiveReminder, "rrule" | "starts_local" | "next_at">,
  zone: string,
) {
  return (
    describeRecurrence({ startsLocal: reminder.starts_local, rrule: reminder.rrule }) ??
    localWhen(reminder.next_at, zone)
  );
}
