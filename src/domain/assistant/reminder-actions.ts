/**
 * What the assistants' reminder commands change (decision 038): pure, taking the person's active
 * reminders as read for this answer and returning the effect applied with the answer.
 */
import { DateTime } from "luxon";
import type { ActiveReminder } from "../../db/repositories/reminders.js";
import { instantOfLocal, localWallClock, nextOccurrence, validLocal } from "../reminders/recurrence.js";
import { checkRecurrence } from "../reminders/recurrence-rule.js";
import { localWhen, reminderWhen } from "../reminders/reminder-words.js";
import type { ActionResult } from "./actions.js";

export const MAX_REMINDER_TEXT = 500;

/** A one-shot reminder at an instant; it keeps that instant whatever zone the person moves to. */
export function reminderAt(at: Date, text: string, timeZone: string, now: Date): ActionResult {
  const task = cleanText(text);
  if (!task) return { ok: false, error: "the reminder needs a text" };
  if (at.getTime() <= now.getTime()) return { ok: false, error: "that time has already passed" };
  return {
    ok: true,
    effect: { type: "reminder", at, text: task, startsLocal: localWallClock(at, timeZone), rrule: null },
    note: `Reminder set for ${localWhen(at, timeZone)}: ${task}`,
  };
}

/**
 * A reminder at a local date-time in the person's zone; with a recurrence (an RFC 5545 RRULE) it
 * repeats from that start, first firing at the first occurrence still ahead.
 */
export function reminderAtLocalTime(
  localDateTime: string,
  text: string,
  timeZone: string,
  now: Date,
  recurrence = "",
): ActionResult {
  const startsLocal = localMinute(localDateTime);
  if (!startsLocal)
    return { ok: false, error: `"${localDateTime}" is not a date-time like 2026-11-22T15:00` };
  if (!recurrence.trim()) {
    const at = instantOfLocal(startsLocal, timeZone);
    return at ? reminderAt(at, text, timeZone, now) : { ok: false, error: "that time cannot be read" };
  }
  const rule = checkRecurrence(recurrence);
  if (!rule.ok) return rule;
  return recurringReminder(startsLocal, rule.rule, text, timeZone, now);
}

/** A recurring reminder from its local start and a checked rule. */
export function recurringReminder(
  startsLocal: string,
  rrule: string,
  text: string,
  timeZone: string,
  now: Date,
): ActionResult {
  const task = cleanText(text);
  if (!task) return { ok: false, error: "the reminder needs a text" };
  const at = nextOccurrence({ startsLocal, rrule }, timeZone, now);
  if (!at) return { ok: false, error: "that recurrence has no occurrence after now" };
  const when = reminderWhen({ rrule, starts_local: startsLocal, next_at: at }, timeZone);
  return {
    ok: true,
    effect: { type: "reminder", at, text: task, startsLocal, rrule },
    note: `Recurring reminder set: ${when}, first on ${localWhen(at, timeZone)}: ${task}`,
  };
}

/** Cancels the chosen reminders (all of them when `ids` is "all"). */
export function cancelReminders(reminders: ActiveReminder[], ids: number[] | "all"): ActionResult {
  const chosen = ids === "all" ? reminders : reminders.filter((reminder) => ids.includes(reminder.id));
  if (chosen.length === 0)
    return { ok: false, error: ids === "all" ? "there are no reminders to cancel" : "no such reminder" };
  return {
    ok: true,
    effect: { type: "reminder_cancel", ids: chosen.map((reminder) => reminder.id) },
    note: `Cancelled: ${chosen.map((reminder) => reminder.text).join("; ")}`,
  };
}

export interface ReminderChanges {
  text?: string;
  /** A new local start (a one-shot's new time; a recurring one's new start and time of day). */
  startsLocal?: string;
  /** A new rule, or null to make it a one-shot. */
  rrule?: string | null;
}

/** Changes a reminder: its text, its time, or how it repeats; the next firing is worked out again. */
export function updateReminder(
  reminder: ActiveReminder,
  changes: ReminderChanges,
  timeZone: string,
  now: Date,
): ActionResult {
  const text = changes.text === undefined ? reminder.text : cleanText(changes.text);
  if (!text) return { ok: false, error: "the reminder needs a text" };
  const rrule = changes.rrule === undefined ? reminder.rrule : changes.rrule;
  // A one-shot keeps its instant, so its local start is read from that instant in today's zone.
  const startsLocal =
    changes.startsLocal ??
    (reminder.rrule ? reminder.starts_local : localWallClock(reminder.next_at, timeZone));
  const at =
    rrule === null
      ? instantOfLocal(startsLocal, timeZone)
      : nextOccurrence({ startsLocal, rrule }, timeZone, now);
  if (!at) return { ok: false, error: "that recurrence has no occurrence after now" };
  if (at.getTime() <= now.getTime()) return { ok: false, error: "that time has already passed" };
  const when = reminderWhen({ rrule, starts_local: startsLocal, next_at: at }, timeZone);
  return {
    ok: true,
    effect: { type: "reminder_update", id: reminder.id, at, text, startsLocal, rrule },
    note: `Reminder changed: ${when}${rrule ? `, next on ${localWhen(at, timeZone)}` : ""}: ${text}`,
  };
}

/** "2026-11-22T15:00" from an ISO local date-time given to the minute or more precisely. */
export function localMinute(localDateTime: string): string | null {
  const at = DateTime.fromISO(localDateTime.trim(), { zone: "UTC", setZone: false });
  if (!at.isValid || /[zZ]|[+-]\d{2}:?\d{2}$/.test(localDateTime.trim().slice(10))) return null;
  return validLocal(at.toFormat("yyyy-LL-dd'T'HH:mm"));
}

function cleanText(text: string): string {
  return text.trim().slice(0, MAX_REMINDER_TEXT);
}
