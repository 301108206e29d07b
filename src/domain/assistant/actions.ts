import { DateTime, IANAZone } from "luxon";
import { MAX_PROFILE_LENGTH, profileLength } from "../../shared/users.js";
import type { AssistantEffect } from "./assistant-effects.js";

export const MAX_REMINDER_TEXT = 500;

export type ActionResult = { ok: true; effect: AssistantEffect; note: string } | { ok: false; error: string };

/** A reminder at a local wall-clock time in the user's zone; Luxon resolves daylight-saving changes. */
export function reminderAtLocalTime(
  localDateTime: string,
  text: string,
  timeZone: string,
  now: Date,
): ActionResult {
  const at = DateTime.fromISO(localDateTime, { zone: timeZone });
  if (!at.isValid) return { ok: false, error: `"${localDateTime}" is not a date-time like 2026-11-22T15:00` };
  return reminderAt(at.toJSDate(), text, timeZone, now);
}

export function reminderAt(at: Date, text: string, timeZone: string, now: Date): ActionResult {
  const task = text.trim().slice(0, MAX_REMINDER_TEXT);
  if (!task) return { ok: false, error: "the reminder needs a text" };
  if (at.getTime() <= now.getTime()) return { ok: false, error: "that time has already passed" };
  const local = DateTime.fromJSDate(at, { zone: timeZone }).toFormat("ccc, LLL d 'at' h:mm a ZZZZ");
  return {
    ok: true,
    effect: { type: "reminder", at, text: task },
    note: `Reminder set for ${local}: ${task}`,
  };
}

export function timezoneChange(zone: string): ActionResult {
  const trimmed = zone.trim();
  if (!IANAZone.isValidZone(trimmed)) return { ok: false, error: `"${zone}" is not an IANA time zone name` };
  const canonical = new IANAZone(trimmed).name;
  return { ok: true, effect: { type: "timezone", zone: canonical }, note: `Timezone set to ${canonical}` };
}

export function profileChange(profile: string): ActionResult {
  const trimmed = profile.trim();
  if (profileLength(trimmed) > MAX_PROFILE_LENGTH) {
    return { ok: false, error: `the profile must stay under ${MAX_PROFILE_LENGTH} characters; condense it` };
  }
  return { ok: true, effect: { type: "profile", profile: trimmed }, note: "Profile updated" };
}
