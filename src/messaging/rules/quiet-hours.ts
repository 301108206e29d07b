import { DateTime, IANAZone } from "luxon";

/** Marketing texts go out only from 08:00 to 21:00 in the recipient's local time (US quiet hours). */
export const MARKETING_START_HOUR = 8;
export const MARKETING_END_HOUR = 21;

/** The recipient's zone: theirs when it is a real one, the installation's default otherwise. */
export function recipientZone(timeZone: string | null | undefined, defaultTimeZone: string): string {
  return timeZone && IANAZone.isValidZone(timeZone) ? timeZone : defaultTimeZone;
}

/**
 * Null when a marketing text may be sent at `now` in the zone; otherwise the next 08:00 there
 * (today before 08:00, tomorrow from 21:00 on).
 */
export function marketingDeferredUntil(now: Date, timeZone: string): Date | null {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  if (local.hour >= MARKETING_START_HOUR && local.hour < MARKETING_END_HOUR) return null;
  const day = local.hour < MARKETING_START_HOUR ? local : local.plus({ days: 1 });
  return DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day, hour: MARKETING_START_HOUR },
    { zone: timeZone },
  ).toJSDate();
}
