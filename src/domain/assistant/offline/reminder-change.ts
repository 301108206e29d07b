/**
 * "move it to 4pm", "change the dentist one to Friday": the new timing of a reminder from the
 * words after "to". What the words leave out stays: "4pm" keeps the day, "Friday" keeps the time.
 */
import * as chrono from "chrono-node";
import { DateTime } from "luxon";
import type { ActiveReminder } from "../../../db/repositories/reminders.js";
import { instantOfLocal, localWallClock } from "../../reminders/recurrence.js";
import type { ReminderChanges } from "../reminder-actions.js";
import { wallClockTime } from "./parse-intent.js";

export type ChangeOutcome =
  | { ok: true; changes: ReminderChanges }
  /** No time or day could be read in the words. */
  | { ok: false; reason: "unreadable" }
  /** A repeating reminder's days cannot move that way (a daily one "to Friday"). */
  | { ok: false; reason: "repeats" };

const LOCAL_FORMAT = "yyyy-LL-dd'T'HH:mm";
const BYDAY_OF_WEEKDAY = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

export function changeFromWords(
  reminder: ActiveReminder,
  when: string,
  now: Date,
  zone: string,
): ChangeOutcome {
  const offset = DateTime.fromJSDate(now, { zone }).offset;
  const [result] = chrono.parse(when, { instant: now, timezone: offset }, { forwardDate: true });
  if (!result) return { ok: false, reason: "unreadable" };
  const start = result.start;
  if (reminder.rrule !== null) return repeatingChange(reminder, reminder.rrule, start);
  // "in 2 hours" is an instant; anything written as a date or time is rebuilt in the person's zone.
  if (start.tags().has("result/relativeDateAndTime"))
    return { ok: true, changes: { startsLocal: localWallClock(start.date(), zone) } };
  const base = DateTime.fromJSDate(reminder.next_at, { zone });
  const [hour, minute] = start.isCertain("hour") ? wallClockTime(start) : [base.hour, base.minute];
  const dated = start.isCertain("day") || start.isCertain("weekday") || start.isCertain("month");
  let local = DateTime.fromObject(
    {
      year: dated ? (start.get("year") ?? base.year) : base.year,
      month: dated ? (start.get("month") ?? base.month) : base.month,
      day: dated ? (start.get("day") ?? base.day) : base.day,
      hour,
      minute,
    },
    { zone: "UTC" },
  );
  // "Friday" on a Friday whose time has passed is next Friday, as for a new reminder.
  const at = instantOfLocal(local.toFormat(LOCAL_FORMAT), zone);
  if (at && at <= now && start.isCertain("weekday") && !start.isCertain("day"))
    local = local.plus({ weeks: 1 });
  return { ok: true, changes: { startsLocal: local.toFormat(LOCAL_FORMAT) } };
}

/**
 * A repeating reminder takes a new time of day, and a weekly one on one day a new day ("every
 * Monday" moved "to Friday"); a change of date means nothing to "every day".
 */
function repeatingChange(
  reminder: ActiveReminder,
  rrule: string,
  start: chrono.ParsedComponents,
): ChangeOutcome {
  const parts = rrule.split(";");
  const weekly = parts.includes("FREQ=WEEKLY") && !parts.some((part) => /^BYDAY=.*,/.test(part));
  const newDay = start.isCertain("weekday") && !start.isCertain("day");
  if ((start.isCertain("day") && !newDay) || start.isCertain("month") || (newDay && !weekly))
    return { ok: false, reason: "repeats" };
  if (!newDay && !start.isCertain("hour")) return { ok: false, reason: "unreadable" };
  const changes: ReminderChanges = {};
  const kept = parts.filter((part) => !(start.isCertain("hour") && /^BY(?:HOUR|MINUTE)=/.test(part)));
  if (start.isCertain("hour")) {
    const [hour, minute] = wallClockTime(start);
    const date = reminder.starts_local.slice(0, 10);
    changes.startsLocal = `${date}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  }
  const byDay = `BYDAY=${BYDAY_OF_WEEKDAY[start.get("weekday") ?? 0]}`;
  const rule = newDay ? [...kept.filter((part) => !part.startsWith("BYDAY=")), byDay] : kept;
  if (rule.join(";") !== rrule) changes.rrule = rule.join(";");
  return { ok: true, changes };
}
