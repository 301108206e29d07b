import { DEFAULT_DELIVERY_TIME } from "@shared/announcements";
import { DateTime } from "luxon";

/**
 * The announcement dialog picks a calendar day and a wall-clock time in the service's timezone
 * (DEFAULT_TIMEZONE, from /api/admin/me): the server applies that same wall-clock time in each
 * recipient's zone for local-time announcements, so the operator's own browser zone must not
 * shift it. Calendar days are plain Date objects at local midnight, as the calendar uses them.
 */

/** The instant of `time` ("HH:MM") on `day` in `zone`, as ISO. */
export function deliveryInstant(day: Date, time: string, zone: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const local = DateTime.fromObject(
    { year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate(), hour, minute },
    { zone },
  );
  return local.toUTC().toISO() ?? new Date(Number.NaN).toISOString();
}

/** The calendar day and "HH:MM" of a stored delivery date, in `zone`. */
export function deliveryParts(iso: string, zone: string): { day: Date; time: string } {
  const local = DateTime.fromISO(iso, { zone });
  return { day: new Date(local.year, local.month - 1, local.day), time: local.toFormat("HH:mm") };
}

/** Today's calendar day in `zone`. */
export function startOfToday(now: Date, zone: string): Date {
  const local = DateTime.fromJSDate(now, { zone });
  return new Date(local.year, local.month - 1, local.day);
}

/** A new announcement starts on the first day whose default time is still ahead: today or tomorrow. */
export function defaultDeliveryDay(now: Date, zone: string): Date {
  const today = startOfToday(now, zone);
  if (new Date(deliveryInstant(today, DEFAULT_DELIVERY_TIME, zone)) > now) return today;
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
}
