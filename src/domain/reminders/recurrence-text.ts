import { DateTime } from "luxon";
import rrulePackage from "rrule";
import type { ReminderSchedule } from "./recurrence.js";

const { RRule } = rrulePackage;

const DAY_NAMES: Record<string, string> = {
  MO: "Monday",
  TU: "Tuesday",
  WE: "Wednesday",
  TH: "Thursday",
  FR: "Friday",
  SA: "Saturday",
  SU: "Sunday",
};
const WEEKDAYS = "MO,TU,WE,TH,FR";
const TIME_PARTS = new Set(["WKST", "BYHOUR", "BYMINUTE"]);

/**
 * How a recurring reminder repeats, in plain GSM-7 words: "Every weekday at 8:00 AM", "Every
 * Monday at 9:00 AM", "Every month on the 1st at 9:00 AM". The shapes the assistants make are
 * worded here; any other rule is worded by rrule. Null for a one-shot reminder.
 */
export function describeRecurrence(schedule: ReminderSchedule): string | null {
  if (schedule.rrule === null) return null;
  const parts = new Map(schedule.rrule.split(";").map((part) => part.split("=") as [string, string]));
  const time = timeOfDay(schedule.startsLocal, parts);
  // The hours and minute are the time, worded apart; the rest is the shape of the days.
  const dayParts = [...parts].filter(([key]) => !TIME_PARTS.has(key));
  const shape = dayParts
    .map(([key]) => key)
    .filter((key) => key !== "FREQ")
    .join(",");
  const freq = parts.get("FREQ");
  const days = parts.get("BYDAY");
  if (freq === "DAILY" && shape === "") return `Every day ${time}`;
  if (freq === "WEEKLY" && shape === "BYDAY" && days === WEEKDAYS) return `Every weekday ${time}`;
  if (freq === "WEEKLY" && shape === "BYDAY" && days === "SA,SU") return `Every weekend day ${time}`;
  if (freq === "WEEKLY" && shape === "BYDAY" && days) return `Every ${dayList(days)} ${time}`;
  if (freq === "WEEKLY" && shape === "") return `Every ${weekdayOf(schedule.startsLocal)} ${time}`;
  const monthDay = parts.get("BYMONTHDAY");
  if (freq === "MONTHLY" && shape === "BYMONTHDAY" && monthDay && /^\d+$/.test(monthDay))
    return `Every month on the ${ordinal(Number(monthDay))} ${time}`;
  // The clamped form the offline assistant writes for "the 31st": the day, or the month's last.
  const clamped = /^28(?:,29)?(?:,30)?(?:,31)?$/.exec(monthDay ?? "");
  if (freq === "MONTHLY" && shape === "BYMONTHDAY,BYSETPOS" && parts.get("BYSETPOS") === "-1" && clamped) {
    const day = Number(monthDay?.split(",").at(-1));
    return `Every month on the ${ordinal(day)} (or its last day) ${time}`;
  }
  if (freq === "MONTHLY" && shape === "BYMONTHDAY" && monthDay === "-1")
    return `Every month on its last day ${time}`;
  if (freq === "MONTHLY" && shape === "")
    return `Every month on the ${ordinal(dayOf(schedule.startsLocal))} ${time}`;
  const text = RRule.fromString(dayParts.map((part) => part.join("=")).join(";")).toText();
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} ${time}`;
}

function timeOfDay(startsLocal: string, parts: Map<string, string>): string {
  const start = DateTime.fromISO(startsLocal, { zone: "UTC" });
  const minute = parts.has("BYMINUTE") ? Number(parts.get("BYMINUTE")) : start.minute;
  const hours = parts.get("BYHOUR")?.split(",").map(Number) ?? [start.hour];
  const times = hours.map((hour) =>
    DateTime.fromObject({ hour, minute }, { zone: "UTC", locale: "en-US" }).toFormat("h:mm a"),
  );
  return `at ${times.join(" and ")}`;
}

function dayList(days: string): string {
  const names = days.split(",").map((day) => DAY_NAMES[day] ?? day);
  return names.length <= 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function weekdayOf(startsLocal: string): string {
  return DateTime.fromISO(startsLocal, { zone: "UTC" }).setLocale("en-US").toFormat("cccc");
}

function dayOf(startsLocal: string): number {
  return DateTime.fromISO(startsLocal, { zone: "UTC" }).day;
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}
