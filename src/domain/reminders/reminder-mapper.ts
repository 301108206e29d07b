import { DateTime } from "luxon";
import type { ReminderRow } from "../../db/repositories/reminders.js";
import type { AdminReminder, ReminderStatus } from "../../shared/reminders.js";
import { describeRecurrence } from "./recurrence-text.js";
import { zoneAbbreviation } from "./reminder-words.js";

/** A reminder as the console lists it, its times read in the person's zone. */
export function toAdminReminder(row: ReminderRow, zone: string): AdminReminder {
  const next = row.status === "active" && row.next_at ? DateTime.fromJSDate(row.next_at, { zone }) : null;
  return {
    id: row.id,
    text: row.text,
    starts_local: row.starts_local,
    rrule: row.rrule,
    repeats: describeRecurrence({ startsLocal: row.starts_local, rrule: row.rrule }),
    status: row.status as ReminderStatus,
    next_at: next ? (row.next_at?.toISOString() ?? null) : null,
    next_local: next
      ? `${next.setLocale("en-US").toFormat("ccc, LLL d, yyyy, h:mm a")} ${zoneAbbreviation(next)}`
      : null,
    time_zone: zone,
    created_at: row.created_at.toISOString(),
  };
}
