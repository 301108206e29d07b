import { DEFAULT_DELIVERY_TIME } from "@shared/announcements";

/**
 * The announcement dialog picks a day on a calendar and a wall-clock time, both in the operator's
 * browser; the server stores the instant they name.
 */

const pad = (value: number) => String(value).padStart(2, "0");

/** The instant of `time` ("HH:MM") on `day`, in the browser's zone, as ISO. */
export function deliveryInstant(day: Date, time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes).toISOString();
}

/** The calendar day and "HH:MM" of a stored delivery date, in the browser's zone. */
export function deliveryParts(iso: string): { day: Date; time: string } {
  const date = new Date(iso);
  return {
    day: new Date(date.getFullYear(), date.getMonth(), date.getDate()),
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

/** A new announcement starts on the first day whose default time is still ahead: today or tomorrow. */
export function defaultDeliveryDay(now: Date): Date {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (new Date(deliveryInstant(today, DEFAULT_DELIVERY_TIME)) > now) return today;
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
}

export const startOfToday = (now: Date) => new Date(now.getFullYear(), now.getMonth(), now.getDate());
