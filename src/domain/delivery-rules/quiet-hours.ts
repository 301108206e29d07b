import { DateTime, IANAZone } from "luxon";
import { BoundedMap } from "../../shared/bounded-map.js";
import { SETTING_DEFAULTS } from "../../shared/settings.js";

/**
 * Marketing texts wait out the quiet hours in the recipient's local time (US rules: none from
 * 21:00 to 08:00). The window runs from `start` up to `end`, as minutes after local midnight; it
 * wraps midnight when start is later than end, and start equal to end means no quiet hours.
 */
export interface QuietHours {
  start: number;
  end: number;
}

/** Start equal to end: nothing waits. */
export const NO_QUIET_HOURS: QuietHours = { start: 0, end: 0 };

const TIME_OF_DAY = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an "HH:MM" time; null for anything else. */
export function minutesOfDay(time: string): number | null {
  const match = TIME_OF_DAY.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The quiet hours of the settings QUIET_HOURS_START and QUIET_HOURS_END. A value the settings
 * rules would refuse (written to the database by hand) falls back to its default, so a typo never
 * lets marketing out at night.
 */
export function quietHoursFrom(settings: { QUIET_HOURS_START: string; QUIET_HOURS_END: string }): QuietHours {
  return {
    start: minutesOr(settings.QUIET_HOURS_START, SETTING_DEFAULTS.QUIET_HOURS_START),
    end: minutesOr(settings.QUIET_HOURS_END, SETTING_DEFAULTS.QUIET_HOURS_END),
  };
}

function minutesOr(time: string, fallback: string): number {
  return minutesOfDay(time) ?? minutesOfDay(fallback) ?? 0;
}

/**
 * Zone names already checked. Luxon checks one by building an Intl.DateTimeFormat, every time: 4 %
 * of the server's CPU in bench/inbound, which asks for every text answered. The world has about
 * 600 zone names; the bound keeps odd stored values from growing it.
 */
const checkedZones = new BoundedMap<string, boolean>(2000);

/** The recipient's zone: theirs when it is a real one, the installation's default otherwise. */
export function recipientZone(timeZone: string | null | undefined, defaultTimeZone: string): string {
  if (!timeZone) return defaultTimeZone;
  let valid = checkedZones.get(timeZone);
  if (valid === undefined) {
    valid = IANAZone.isValidZone(timeZone);
    checkedZones.set(timeZone, valid);
  }
  return valid ? timeZone : defaultTimeZone;
}

/**
 * Null when a marketing text may be sent at `now` in the zone; otherwise the end of the quiet
 * hours it falls in (later today, or tomorrow when the window wraps midnight and it is evening).
 */
export function marketingDeferredUntil(now: Date, timeZone: string, quiet: QuietHours): Date | null {
  if (quiet.start === quiet.end) return null;
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  const minute = local.hour * 60 + local.minute;
  const wraps = quiet.start > quiet.end;
  const quietNow = wraps
    ? minute >= quiet.start || minute < quiet.end
    : minute >= quiet.start && minute < quiet.end;
  if (!quietNow) return null;
  const day = wraps && minute >= quiet.start ? local.plus({ days: 1 }) : local;
  return DateTime.fromObject(
    {
      year: day.year,
      month: day.month,
      day: day.day,
      hour: Math.floor(quiet.end / 60),
      minute: quiet.end % 60,
    },
    { zone: timeZone },
  ).toJSDate();
}
