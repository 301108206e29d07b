/**
 * The recurrence rules a reminder accepts: an RFC 5545 RRULE, read strictly, because it comes from
 * an AI model's tool call. Only what a person's reminder needs (days, weeks, months, years; which
 * days; at most a dozen hours a day), so a rule cannot text someone every minute.
 */

export type RuleCheck = { ok: true; rule: string } | { ok: false; error: string };

const WEEKDAY = "(?:MO|TU|WE|TH|FR|SA|SU)";
const list = (item: string) => new RegExp(`^${item}(?:,${item})*$`);
const within = (min: number, max: number) => (value: string) =>
  value.split(",").every((part) => {
    const n = Number(part);
    return Number.isInteger(n) && n !== 0 && Math.abs(n) >= min && Math.abs(n) <= max;
  });

interface PartRule {
  pattern: RegExp;
  check?: (value: string) => boolean;
  explain: string;
}

const PARTS: Record<string, PartRule> = {
  FREQ: { pattern: /^(?:DAILY|WEEKLY|MONTHLY|YEARLY)$/, explain: "DAILY, WEEKLY, MONTHLY or YEARLY" },
  INTERVAL: { pattern: /^\d{1,3}$/, check: within(1, 999), explain: "a number from 1 to 999" },
  COUNT: { pattern: /^\d{1,4}$/, check: within(1, 9999), explain: "a number from 1 to 9999" },
  UNTIL: { pattern: /^\d{8}(?:T\d{6}Z?)?$/, explain: "a date like 20271231 or 20271231T235900" },
  BYDAY: { pattern: list(`(?:[+-]?\\d{1,2})?${WEEKDAY}`), explain: "days like MO,WE or 1MO or -1FR" },
  BYMONTHDAY: {
    pattern: list("-?\\d{1,2}"),
    check: within(1, 31),
    explain: "days of the month, 1 to 31 or -1",
  },
  BYMONTH: {
    pattern: list("\\d{1,2}"),
    check: (value) => value.split(",").every((m) => Number(m) >= 1 && Number(m) <= 12),
    explain: "months 1 to 12",
  },
  BYSETPOS: { pattern: list("-?\\d{1,3}"), check: within(1, 366), explain: "positions like 1 or -1" },
  BYHOUR: {
    pattern: list("\\d{1,2}"),
    check: (value) => value.split(",").length <= 12 && value.split(",").every((h) => Number(h) <= 23),
    explain: "at most 12 hours from 0 to 23",
  },
  BYMINUTE: {
    pattern: /^\d{1,2}$/,
    check: (value) => Number(value) <= 59,
    explain: "one minute from 0 to 59",
  },
  WKST: { pattern: new RegExp(`^${WEEKDAY}$`), explain: "a weekday like MO" },
};

/** The rule in its stored form (upper case, no RRULE: prefix), or what is wrong with it. */
export function checkRecurrence(input: string): RuleCheck {
  const text = input
    .trim()
    .replace(/^RRULE:/i, "")
    .toUpperCase();
  if (!text) return { ok: false, error: "the recurrence is empty" };
  const seen = new Map<string, string>();
  for (const part of text.split(";")) {
    const [key = "", value = "", ...rest] = part.split("=");
    const rule = PARTS[key];
    if (!rule) return { ok: false, error: `${key || part} is not allowed in a reminder's recurrence` };
    if (rest.length > 0 || !rule.pattern.test(value) || (rule.check && !rule.check(value)))
      return { ok: false, error: `${key} must be ${rule.explain}` };
    if (seen.has(key)) return { ok: false, error: `${key} is given twice` };
    seen.set(key, value);
  }
  if (!seen.has("FREQ"))
    return { ok: false, error: "the recurrence needs FREQ (DAILY, WEEKLY, MONTHLY or YEARLY)" };
  if (seen.has("COUNT") && seen.has("UNTIL")) return { ok: false, error: "give COUNT or UNTIL, not both" };
  // "Every 2nd Monday" is a month's (or year's) idea; in a weekly rule RFC 5545 forbids it.
  const numberedDay = /\d/.test(seen.get("BYDAY") ?? "");
  if (numberedDay && !["MONTHLY", "YEARLY"].includes(seen.get("FREQ") ?? ""))
    return { ok: false, error: "numbered days like 1MO need FREQ=MONTHLY or YEARLY" };
  return { ok: true, rule: [...seen].map(([key, value]) => `${key}=${value}`).join(";") };
}
