import { DateTime } from "luxon";

/** The schedule fields of a job (spec 001 sections 3 and 5). */
export interface JobSchedule {
  type: string;
  frequency: string;
  interval_value: number;
  run_at: Date | null;
  specific_time: string | null;
  specific_day: number | null;
}

/** Every day at `time` (HH:MM), as the scheduler's own daily rounds run. */
export function dailyAt(time: string): JobSchedule {
  return {
    type: "recurring",
    frequency: "day",
    interval_value: 1,
    specific_time: time,
    run_at: null,
    specific_day: null,
  };
}

export interface NextRunContext {
  now: Date;
  /** The due time that is being run now; null when the schedule is new or was edited. */
  previousDue: Date | null;
  /** When the job last ran, counting a run starting now. */
  lastRun: Date | null;
}

/**
 * When a job is next due, in `timeZone` (DEFAULT_TIMEZONE), or null for never.
 *
 * - one-time: run_at, until the job has run at or after it.
 * - recurring: every interval_value units of frequency. A new or edited schedule starts at the
 *   first matching time after now; after a run the next one is interval_value units after the due
 *   time that ran, keeping the wall-clock time across daylight-saving changes. Runs missed while
 *   nothing was running are not caught up one by one: the schedule resumes at the first time after now.
 *   - minute: the start of the current minute plus interval_value minutes;
 *   - hour: at minute specific_time (0–59, default 0) of the hour;
 *   - day: at specific_time "HH:MM" (default 00:00);
 *   - week: on specific_day (0 Sunday to 6 Saturday, default Sunday) at specific_time;
 *   - month: on specific_day (1–31, default 1, clamped to the month's last day) at specific_time.
 */
export function nextRun(schedule: JobSchedule, context: NextRunContext, timeZone: string): Date | null {
  if (schedule.type === "one-time") return nextOneTimeRun(schedule.run_at, context.lastRun);
  const now = DateTime.fromJSDate(context.now, { zone: timeZone });
  const afterPrevious = context.previousDue
    ? advance(schedule, DateTime.fromJSDate(context.previousDue, { zone: timeZone }))
    : null;
  const next = afterPrevious && afterPrevious > now ? afterPrevious : firstAfter(schedule, now);
  return next.toJSDate();
}

function nextOneTimeRun(runAt: Date | null, lastRun: Date | null): Date | null {
  if (!runAt) return null;
  return !lastRun || runAt.getTime() > lastRun.getTime() ? runAt : null;
}

const interval = (schedule: JobSchedule) => Math.max(1, schedule.interval_value);

/** The first instant strictly after `now` that matches the schedule. */
function firstAfter(schedule: JobSchedule, now: DateTime): DateTime {
  switch (schedule.frequency) {
    case "minute":
      return now.startOf("minute").plus({ minutes: interval(schedule) });
    case "hour": {
      const candidate = now.set({ minute: minuteOfHour(schedule), second: 0, millisecond: 0 });
      return candidate > now ? candidate : candidate.plus({ hours: 1 });
    }
    case "week": {
      const daysAhead = (isoWeekday(schedule) - now.weekday + 7) % 7;
      const candidate = atTimeOfDay(schedule, now.plus({ days: daysAhead }));
      return candidate > now ? candidate : atTimeOfDay(schedule, now.plus({ days: daysAhead + 7 }));
    }
    case "month": {
      const candidate = onDayOfMonth(schedule, now);
      return candidate > now ? candidate : onDayOfMonth(schedule, now.plus({ months: 1 }));
    }
    default: {
      const candidate = atTimeOfDay(schedule, now);
      return candidate > now ? candidate : atTimeOfDay(schedule, now.plus({ days: 1 }));
    }
  }
}

/** interval_value units after a due time that matched the schedule. */
function advance(schedule: JobSchedule, due: DateTime): DateTime {
  const n = interval(schedule);
  switch (schedule.frequency) {
    case "minute":
      return due.plus({ minutes: n });
    case "hour":
      // Hours are elapsed time: across a daylight-saving change "every hour" stays 60 minutes apart.
      return due.plus({ hours: n }).set({ minute: minuteOfHour(schedule), second: 0, millisecond: 0 });
    case "week":
      return atTimeOfDay(schedule, due.plus({ weeks: n }));
    case "month":
      // From the month, not the clamped day: a job on the 31st runs on Feb 28 and then Mar 31.
      return onDayOfMonth(schedule, due.startOf("month").plus({ months: n }));
    default:
      return atTimeOfDay(schedule, due.plus({ days: n }));
  }
}

/** The schedule's wall-clock time on that calendar day; a time skipped by daylight saving moves forward. */
function atTimeOfDay(schedule: JobSchedule, day: DateTime): DateTime {
  const [hour, minute] = timeOfDay(schedule.specific_time);
  return DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day, hour, minute },
    { zone: day.zone },
  );
}

function onDayOfMonth(schedule: JobSchedule, month: DateTime): DateTime {
  const wanted = schedule.specific_day && schedule.specific_day >= 1 ? schedule.specific_day : 1;
  const day = Math.min(wanted, month.daysInMonth ?? 28);
  return atTimeOfDay(schedule, month.set({ day }));
}

function timeOfDay(specificTime: string | null): [number, number] {
  const match = /^(\d{1,2}):(\d{2})$/.exec(specificTime?.trim() ?? "");
  if (!match) return [0, 0];
  return [Math.min(23, Number(match[1])), Math.min(59, Number(match[2]))];
}

function minuteOfHour(schedule: JobSchedule): number {
  const minute = Number.parseInt(schedule.specific_time ?? "", 10);
  return Number.isInteger(minute) && minute >= 0 && minute <= 59 ? minute : 0;
}

/** specific_day 0 (Sunday)–6 (Saturday) as Luxon's weekday, 1 (Monday)–7 (Sunday). */
function isoWeekday(schedule: JobSchedule): number {
  const day = schedule.specific_day ?? 0;
  return day >= 1 && day <= 6 ? day : 7;
}
