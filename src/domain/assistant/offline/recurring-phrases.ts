/**
 * Repeating reminders in the offline assistant's words: "every weekday at 8am", "every Monday at
 * 9", "every month on the 1st", "every day at 21:30", "daily at 7". Each becomes an RFC 5545 rule
 * (decision 038) and the local start today at that time; the rest of the words are the reminder.
 */
import { DateTime } from "luxon";

export interface RecurringPhrase {
  rrule: string;
  /** Today's date at the time asked for, in the person's zone: "2026-11-20T08:00". */
  startsLocal: string;
  /** The words left once the recurrence and the time are taken out. */
  rest: string;
}

const DAYS = ["mo", "tu", "we", "th", "fr", "sa", "su"] as const;
const DAY_WORD =
  "(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?";
const DAY_LIST = String.raw`(?:${DAY_WORD})(?:\s*(?:,|and|&|,\s*and)\s*(?:${DAY_WORD}))*`;
const ORDINAL = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;

/** The recurrence words, in the order they are tried; each names its rule. */
const RECURRENCES: {
  pattern: RegExp;
  rule: (match: RegExpExecArray, start: DateTime) => string;
  hour?: number;
}[] = [
  {
    pattern: /\b(?:every|each)\s+(?:week\s*day|work\s*day)s?\b|\bon\s+weekdays\b/i,
    rule: () => "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
  },
  {
    pattern: /\b(?:every|each)\s+weekend(?:\s+day)?s?\b|\bon\s+weekends\b/i,
    rule: () => "FREQ=WEEKLY;BYDAY=SA,SU",
  },
  // A bare "daily" is often an adjective ("the daily meeting"); "daily at 7" is a recurrence.
  { pattern: /\b(?:every|each)\s+(?:single\s+)?day\b|\bdaily(?=\s+at\b)/i, rule: () => "FREQ=DAILY" },
  { pattern: /\b(?:every|each)\s+morning\b/i, rule: () => "FREQ=DAILY", hour: 8 },
  { pattern: /\b(?:every|each)\s+evening\b/i, rule: () => "FREQ=DAILY", hour: 18 },
  { pattern: /\b(?:every|each)\s+night\b/i, rule: () => "FREQ=DAILY", hour: 21 },
  {
    pattern: new RegExp(String.raw`\b(?:every|each)\s+(${DAY_LIST})\b|\bon\s+((?:${DAY_WORD}))s\b`, "i"),
    rule: (match) => `FREQ=WEEKLY;BYDAY=${weekdays(match[1] ?? match[2] ?? "")}`,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:every|each)\s+month\s+on\s+the\s+${ORDINAL}\b|\bon\s+the\s+${ORDINAL}\s+of\s+(?:every|each)\s+month\b`,
      "i",
    ),
    rule: (match) => monthDay(Number(match[1] ?? match[2])),
  },
  { pattern: /\b(?:every|each)\s+month\b/i, rule: (_, start) => monthDay(start.day) },
  { pattern: /\b(?:every|each)\s+week\b/i, rule: () => "FREQ=WEEKLY" },
];

/** "8am", "at 8:30 pm", "at 9", "21:30", "at noon". */
const TIME =
  /\b(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?=\s|$|[,.;!?])|\b(?:at\s+)?(\d{1,2})(?::(\d{2}))(?!\d)|\bat\s+(\d{1,2})\b|\b(?:at\s+)?(noon|midday|midnight)\b/i;

/** A repeating reminder in the words, or null when they name no recurrence. */
export function parseRecurringPhrase(words: string, now: Date, zone: string): RecurringPhrase | null {
  for (const recurrence of RECURRENCES) {
    const match = recurrence.pattern.exec(words);
    if (!match) continue;
    let rest = cut(words, match.index, match[0].length);
    const time = TIME.exec(rest);
    const [hour, minute] = time ? timeOf(time) : [recurrence.hour ?? DEFAULT_HOUR, 0];
    if (time) rest = cut(rest, time.index, time[0].length);
    const today = DateTime.fromJSDate(now, { zone }).set({ hour, minute, second: 0, millisecond: 0 });
    const rrule = recurrence.rule(match, today);
    if (!rrule) return null;
    return { rrule, startsLocal: today.toFormat("yyyy-LL-dd'T'HH:mm"), rest };
  }
  return null;
}

const DEFAULT_HOUR = 9;

function cut(text: string, index: number, length: number): string {
  return `${text.slice(0, index)} ${text.slice(index + length)}`.replace(/\s+/g, " ").trim();
}

/** "8am" 8:00, "8:30 pm" 20:30, "21:30", "noon"; a bare "at 3" is the afternoon, as for one-shots. */
function timeOf(match: RegExpExecArray): [number, number] {
  const word = match[7]?.toLowerCase();
  if (word) return word === "midnight" ? [0, 0] : [12, 0];
  const written = match[1] ?? match[4] ?? match[6] ?? "";
  const hour = Number(written);
  const minute = Number(match[2] ?? match[5] ?? 0);
  const meridiem = match[3]?.toLowerCase().replace(/\./g, "");
  if (meridiem === "pm" && hour < 12) return [hour + 12, minute];
  if (meridiem === "am" && hour === 12) return [0, minute];
  // "05:30" is written the 24-hour way.
  if (!meridiem && !written.startsWith("0") && hour >= 1 && hour <= 6) return [hour + 12, minute];
  return [Math.min(hour, 23), Math.min(minute, 59)];
}

function weekdays(list: string): string {
  const found = new Set(
    list
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word !== "and" && word !== "")
      .map((word) => word.slice(0, 2)),
  );
  return DAYS.filter((day) => found.has(day))
    .map((day) => day.toUpperCase())
    .join(",");
}

/** The Nth of each month; past the 28th, "the 31st" means the month's last day where it is shorter. */
function monthDay(day: number): string {
  if (day < 1 || day > 31) return "";
  if (day <= 28) return `FREQ=MONTHLY;BYMONTHDAY=${day}`;
  const days = Array.from({ length: day - 27 }, (_, index) => 28 + index).join(",");
  return `FREQ=MONTHLY;BYMONTHDAY=${days};BYSETPOS=-1`;
}
