/**
 * Language understanding for the offline assistant, the one that answers when no AI model is
 * configured. Plain patterns plus chrono-node: enough for reminders, timezones and checklists,
 * and everything else falls through to "chat" so the reply can say plainly what is missing.
 */
import * as chrono from "chrono-node";
import { DateTime, IANAZone } from "luxon";
import { parseRecurringPhrase } from "./recurring-phrases.js";
import { resolveTimeZone } from "./time-zone-words.js";

export type OfflineIntent =
  | { kind: "reminder"; at: Date; text: string }
  /** "every weekday at 8am stand up": an RFC 5545 rule from a local start (decision 038). */
  | { kind: "recurring_reminder"; text: string; startsLocal: string; rrule: string }
  | { kind: "reminder_needs_time"; text: string }
  | { kind: "reminder_in_past"; at: Date; text: string }
  | { kind: "timezone"; zone: string }
  | { kind: "timezone_unknown"; input: string }
  | { kind: "checklist"; title: string; items: string[] }
  | { kind: "help" }
  | { kind: "chat" };

const MAX_ITEMS = 50;
const MAX_ITEM_LENGTH = 200;
const DEFAULT_HOUR = 9;

export function parseOfflineIntent(text: string, now: Date, timeZone: string): OfflineIntent {
  if (isHelp(text)) return { kind: "help" };
  const message = normalizeMessage(text);
  const zone = safeZone(timeZone);
  return (
    parseReminder(message, now, zone) ??
    parseRecurringAlone(message, now, zone) ??
    parseTimezone(message) ??
    parseChecklist(message) ?? { kind: "chat" }
  );
}

/** Phones send curly apostrophes; people end texts with "." or "!" that mean nothing here. */
export function normalizeMessage(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .trim()
    .replace(/[\s.!?]+$/, "");
}

function safeZone(timeZone: string): string {
  return IANAZone.isValidZone(timeZone) ? timeZone : "UTC";
}

function isHelp(text: string): boolean {
  return /^(?:(?:help|what can you do|commands)[\s.!?]*|\?+)$/i.test(text.trim());
}

// Reminders

const REMINDER_PREFIXES = [
  /^(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?remind\s+me\b\s*(.*)$/is,
  /^(?:(?:set|add|create)\s+(?:a|an)\s+)?reminder\b\s*[:-]?\s*(.*)$/is,
];

/** Casual words chrono reads as a time of day even though no hour was written. */
const CASUAL_TIME_TAG = /^casualReference\/(?:tonight|evening|morning|afternoon|noon|midnight|now)$/;

function parseReminder(message: string, now: Date, zone: string): OfflineIntent | null {
  const body = matchFirst(REMINDER_PREFIXES, message);
  if (body === null) return null;
  const flat = body.replace(/\s+/g, " ").trim();
  const recurring = recurringIntent(flat, now, zone);
  if (recurring) return recurring;
  const offset = DateTime.fromJSDate(now, { zone }).offset;
  const [result] = chrono.parse(flat, { instant: now, timezone: offset });
  if (!result) return { kind: "reminder_needs_time", text: cleanReminderText(flat) };

  const text = cleanReminderText(removeTimePhrase(flat, result.index, result.text));
  const at = reminderInstant(result.start, now, zone);
  return at.getTime() > now.getTime()
    ? { kind: "reminder", at, text }
    : { kind: "reminder_in_past", at, text };
}

/** "every month on the 1st pay rent": a recurrence is a reminder even without "remind me". */
function parseRecurringAlone(message: string, now: Date, zone: string): OfflineIntent | null {
  return /^(?:every|each|daily)\b/i.test(message) ? recurringIntent(message, now, zone) : null;
}

function recurringIntent(words: string, now: Date, zone: string): OfflineIntent | null {
  const phrase = parseRecurringPhrase(words, now, zone);
  if (!phrase) return null;
  const { rrule, startsLocal, rest } = phrase;
  return { kind: "recurring_reminder", text: cleanReminderText(rest), startsLocal, rrule };
}

function matchFirst(patterns: RegExp[], message: string): string | null {
  for (const pattern of patterns) {
    const match = pattern.exec(message);
    if (match) return match[1] ?? "";
  }
  return null;
}

/**
 * chrono turns wall-clock words into an instant with the offset in force *now*, which is an hour
 * off when a daylight-saving change falls in between. So only relative durations ("in 2 hours")
 * keep chrono's instant; anything written as a date or a time is rebuilt in the user's zone.
 */
function reminderInstant(start: chrono.ParsedComponents, now: Date, zone: string): Date {
  if (start.tags().has("result/relativeDateAndTime")) return start.date();

  const [hour, minute] = wallClockTime(start);
  let at = DateTime.fromObject(
    {
      year: start.get("year") ?? undefined,
      month: start.get("month") ?? undefined,
      day: start.get("day") ?? undefined,
      hour,
      minute,
    },
    { zone },
  );
  const nowInZone = DateTime.fromJSDate(now, { zone });
  if (at > nowInZone) return at.toJSDate();
  // Words that name no specific date mean the next one: "at 8am" once 8am has passed is
  // tomorrow, "friday" on a Saturday is next Friday, "March 3" in November is next year's.
  if (!start.isCertain("day") && !start.isCertain("month") && !start.isCertain("weekday")) {
    at = at.plus({ days: 1 });
  } else if (start.isCertain("weekday") && !start.isCertain("day")) {
    at = at.plus({ weeks: 1 });
  } else if (start.isCertain("month") && !start.isCertain("year")) {
    at = at.plus({ years: 1 });
  }
  return at.toJSDate();
}

/** The hour and minute asked for, or 9:00 when only a date was given. */
export function wallClockTime(start: chrono.ParsedComponents): [number, number] {
  const tags = [...start.tags()];
  if (!start.isCertain("hour")) {
    // chrono's "morning" is 6:00, early for a reminder nobody asked a time for.
    const casual = tags.some((tag) => CASUAL_TIME_TAG.test(tag)) && !tags.includes("casualReference/morning");
    return casual ? [start.get("hour") ?? DEFAULT_HOUR, start.get("minute") ?? 0] : [DEFAULT_HOUR, 0];
  }
  const hour = start.get("hour") ?? DEFAULT_HOUR;
  // chrono reads a bare "at 3" as 3 AM; nobody texts that meaning the middle of the night.
  const afternoon = !start.isCertain("meridiem") && hour >= 1 && hour <= 6 ? 12 : 0;
  return [hour + afternoon, start.get("minute") ?? 0];
}

/**
 * chrono leaves "on" before "March 3", "at" before "noon" and "in the" before "morning" outside
 * its match; dropping them with it keeps "renew my passport on" from becoming the reminder.
 */
function removeTimePhrase(body: string, index: number, phrase: string): string {
  let before = body.slice(0, index);
  if (/^(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(phrase)) {
    before = before.replace(/\bon\s*$/i, "");
  }
  if (/^(?:\d|noon|midnight)/i.test(phrase)) before = before.replace(/\bat\s*$/i, "");
  if (/^(?:morning|afternoon|evening|night)/i.test(phrase)) before = before.replace(/\bin\s+the\s*$/i, "");
  return `${before} ${body.slice(index + phrase.length)}`;
}

function cleanReminderText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/^[\s,.;:!?-]+|[\s,.;:!?-]+$/g, "")
    .replace(/^(?:to|that|about)\s+/i, "")
    .replace(/\s+(?:at|on|by)$/i, "")
    .trim();
}

// Timezones

const TIMEZONE_STATEMENT =
  /^(?:please\s+)?(?:(?:set|change|update)\s+)?(?:my\s+)?time\s*-?\s*zone\s*(?:(?:is|to)\b|[=:-])?\s*(.+)$/is;
const LOCATION_STATEMENT = /^(?:i'?m|i\s+am)\s+(?:in|on|using)\s+(?:the\s+)?(.+)$/is;

function parseTimezone(message: string): OfflineIntent | null {
  const statement = TIMEZONE_STATEMENT.exec(message);
  if (statement?.[1]) {
    const input = statement[1].trim();
    const zone = resolveTimeZone(input);
    return zone ? { kind: "timezone", zone } : { kind: "timezone_unknown", input };
  }
  // "I'm in a meeting" is not about timezones: only claim it when it names a zone or says "time".
  const location = LOCATION_STATEMENT.exec(message);
  if (!location?.[1]) return null;
  const input = location[1].trim();
  const saysTime = /\btime\s*(?:zone)?$/i.test(input);
  // "I'm in CT" is Connecticut and "I'm in PT" physical therapy, unless "time" follows.
  if (!saysTime && /^(?:et|ct|mt|pt)$/i.test(input)) return null;
  const zone = resolveTimeZone(input);
  if (zone) return { kind: "timezone", zone };
  return saysTime ? { kind: "timezone_unknown", input } : null;
}

const LEAD_IN = String.raw`^(?:(?:make|create|start|new)\s+)?(?:(?:a|an|my|the)\s+)?`;
const PLAIN_CHECKLIST = new RegExp(
  String.raw`${LEAD_IN}(?:check\s*list(?:\s+(for\s+[^:\n]+?)(?=\s*:))?\s*(?:[:-]\s*|\s+|$)|to-?\s*do(?:\s+list)?\s*:\s*)([\s\S]*)$`,
  "i",
);
// A named list needs its colon: "my list is long" is a sentence, "grocery list: eggs" a list.
const NAMED_LIST = new RegExp(
  String.raw`${LEAD_IN}([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2})\s+list\s*:\s*([\s\S]*)$`,
  "i",
);

function parseChecklist(message: string): OfflineIntent | null {
  const plain = PLAIN_CHECKLIST.exec(message);
  if (plain) {
    const title = plain[1] ? capitalize(`Checklist ${plain[1].trim()}`) : "Checklist";
    return { kind: "checklist", title, items: splitItems(plain[2] ?? "") };
  }
  const named = NAMED_LIST.exec(message);
  if (named?.[1]) {
    return { kind: "checklist", title: capitalize(`${named[1]} list`), items: splitItems(named[2] ?? "") };
  }
  return null;
}

/** Only the first letter: "Checklist for my trip to NYC" keeps the user's NYC. */
function capitalize(text: string): string {
  const words = text.replace(/\s+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "eggs, milk and bread": commas, semicolons and lines separate items, so does a final "and". */
export function splitItems(text: string): string[] {
  const parts = text.split(/[,;\n]+/);
  const last = parts.pop() ?? "";
  const finalAnd = /^(.*\S)\s+and\s+(.+)$/i.exec(last);
  parts.push(...(finalAnd ? [finalAnd[1] ?? "", finalAnd[2] ?? ""] : [last]));

  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of parts) {
    const item = cleanItem(part);
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
    if (items.length === MAX_ITEMS) break;
  }
  return items;
}

function cleanItem(part: string): string {
  return part
    .trim()
    .replace(/^(?:and\s+|[-*\u2022]\s*|\d+[.)]\s+)/i, "")
    .replace(/\s+/g, " ")
    .slice(0, MAX_ITEM_LENGTH)
    .trim();
}
