/**
 * When a reminder fires (decision 038). A recurring reminder is an RFC 5545 rule read in floating
 * local time: rrule works on "UTC" dates that carry the local wall-clock fields, so it never sees a
 * daylight-saving change, and each occurrence's wall-clock time becomes an instant in the person's
 * zone of the moment as RFC 5545 (3.3.5) says: a time inside a gap (02:30 on the night clocks
 * spring forward) is read with the offset before the gap, which lands as far past it (03:30), and a
 * repeated time (01:30 on the night they fall back) is its first pass.
 */
import { DateTime, IANAZone } from "luxon";
import rrulePackage, { type Options } from "rrule";

// rrule is published as CommonJS for Node: its classes come from the default export.
const { RRule } = rrulePackage;

/** A reminder's timing: the local start, and its rule when it repeats. */
export interface ReminderSchedule {
  /** "2026-12-07T08:00": a wall-clock time, in no zone. */
  startsLocal: string;
  /** The rule without DTSTART ("FREQ=WEEKLY;BYDAY=MO"), or null for a one-shot reminder. */
  rrule: string | null;
}

const LOCAL_FORMAT = "yyyy-LL-dd'T'HH:mm";
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The wall-clock time of an instant in a zone, to the minute: "2026-12-07T08:00". */
export function localWallClock(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toFormat(LOCAL_FORMAT);
}

/** The instant of a wall-clock time in a zone (a gap's time moved forward, a repeat's first pass). */
export function instantOfLocal(local: string, zone: string): Date | null {
  const at = DateTime.fromFormat(local, LOCAL_FORMAT, { zone: "UTC" });
  return at.isValid ? instantOfWallClock(at, zone) : null;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The instant of wall-clock fields in an IANA zone, by RFC 5545's rule. Luxon alone picks either
 * pass of a repeated hour depending on the zone (New York's second, Sydney's first). Offsets lie
 * within -12 and +14 hours, so the instant lies within a day of the fields read as UTC; one zone
 * changes its offset at most once in that span, so the offsets at its two ends are the candidates.
 */
export function instantOfWallClock(fields: WallClock, zone: string): Date {
  const iana = IANAZone.create(zone);
  const wall = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute);
  const before = iana.offset(wall - 15 * HOUR_MS);
  const after = iana.offset(wall + 13 * HOUR_MS);
  const valid = [before, after]
    .map((offset) => wall - offset * 60_000)
    .filter((at) => iana.offset(at) * 60_000 === wall - at);
  // No valid reading: the time falls in a gap, and is read with the offset before it.
  return new Date(valid.length > 0 ? Math.min(...valid) : wall - before * 60_000);
}

/** "2026-12-07T08:00" when it is a real calendar date and time, else null. */
export function validLocal(local: string): string | null {
  const match = LOCAL_PATTERN.exec(local);
  // Luxon reads hour 24 as the next day's midnight; a stored start is 00 to 23.
  return match && Number(match[4]) < 24 && DateTime.fromFormat(local, LOCAL_FORMAT, { zone: "UTC" }).isValid
    ? local
    : null;
}

/**
 * The first firing of a recurring schedule strictly after `after`, in `zone`; null when the rule
 * has no occurrence left (COUNT or UNTIL reached). Strictly after the instant, so an occurrence that
 * a gap moved onto the next one's time, or a repeated hour's second pass, never fires twice.
 */
export function nextOccurrence(schedule: ReminderSchedule, zone: string, after: Date): Date | null {
  if (schedule.rrule === null) return null;
  let cursor = floating(DateTime.fromJSDate(after, { zone }));
  const rule = floatingRule(schedule.rrule, schedule.startsLocal, cursor);
  // In a repeated hour an occurrence later in wall-clock time can be earlier as an instant: step on.
  for (let step = 0; step < MAX_STEPS; step++) {
    const next = rule.after(cursor, false);
    if (!next) return null;
    const at = instantOfWallClock(wallFields(next), zone);
    if (at.getTime() > after.getTime()) return at;
    cursor = next;
  }
  return null;
}

/** More occurrences than a repeated hour can hold (a rule allows at most one BYMINUTE). */
const MAX_STEPS = 50;

function floatingRule(rule: string, startsLocal: string, cursor: Date) {
  const start = LOCAL_PATTERN.exec(startsLocal);
  if (!start) throw new Error(`"${startsLocal}" is not a local start like 2026-12-07T08:00`);
  const [, year, month, day, hour, minute] = start.map(Number) as number[];
  const dtstart = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0));
  const options = RRule.parseString(rule);
  return new RRule({ ...options, dtstart: movedStart(options, dtstart, cursor) });
}

type Period = "days" | "weeks" | "months" | "years";
const PERIODS: Partial<Record<number, Period>> = {
  [RRule.DAILY]: "days",
  [RRule.WEEKLY]: "weeks",
  [RRule.MONTHLY]: "months",
  [RRule.YEARLY]: "years",
};

/**
 * rrule walks every occurrence from the start to find the next, so a daily reminder would walk
 * more days each day it lives. Moving the start on by whole periods (of INTERVAL days, weeks,
 * months or years) to shortly before the cursor keeps every occurrence from there on the same:
 * the rule's days, its interval's grid and the start's defaults (time, weekday, day of the month)
 * stay. Not with COUNT, which counts from the start, nor when the start's day would not exist in
 * the month or year moved to.
 */
function movedStart(options: Partial<Options>, dtstart: Date, cursor: Date): Date {
  const unit = options.freq === undefined ? undefined : PERIODS[options.freq];
  if (!unit || options.count) return dtstart;
  const interval = options.interval ?? 1;
  const start = DateTime.fromJSDate(dtstart, { zone: "UTC" });
  // One period's margin before the cursor.
  const periods =
    Math.floor(DateTime.fromJSDate(cursor, { zone: "UTC" }).diff(start, unit).get(unit) / interval) - 1;
  if (periods <= 0) return dtstart;
  const moved = start.plus({ [unit]: periods * interval });
  const dayKept = unit === "days" || unit === "weeks" || moved.day === start.day;
  return dayKept ? moved.toJSDate() : dtstart;
}

/** A local time as the "UTC" date rrule reads, seconds dropped: occurrences fall on whole minutes. */
function floating(local: DateTime): Date {
  return new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second));
}

function wallFields(floatingDate: Date) {
  return {
    year: floatingDate.getUTCFullYear(),
    month: floatingDate.getUTCMonth() + 1,
    day: floatingDate.getUTCDate(),
    hour: floatingDate.getUTCHours(),
    minute: floatingDate.getUTCMinutes(),
  };
}
