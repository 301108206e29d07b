import type { Job, JobFrequency, JobType } from "@shared/jobs";

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * Which schedule inputs the job dialog shows (spec 001 section 5): frequency and interval for
 * recurring jobs; the specific time for hour (as the minute of the hour), day, week and month; the
 * specific day for week and month; Run At only for one-time jobs.
 */
export function visibleScheduleFields(type: JobType, frequency: JobFrequency) {
  const recurring = type === "recurring";
  return {
    frequency: recurring,
    interval: recurring,
    specificTime: recurring && frequency !== "minute",
    specificDay: recurring && (frequency === "week" || frequency === "month"),
    runAt: !recurring,
  };
}

/**
 * "Every 5 minutes", "Every 1 week on Monday at 09:00 EST", or "One-time". `zone` is the service
 * zone's abbreviation: its wall-clock times are the ones a schedule keeps (DEFAULT_TIMEZONE).
 */
export function scheduleText(
  job: Pick<Job, "type" | "frequency" | "interval_value" | "specific_time" | "specific_day">,
  zone?: string,
): string {
  if (job.type === "one-time") return "One-time";
  const count = job.interval_value;
  let text = `Every ${count} ${job.frequency}${count === 1 ? "" : "s"}`;
  const { specificTime, specificDay } = visibleScheduleFields(job.type, job.frequency);
  if (specificDay && job.specific_day !== null) {
    text +=
      job.frequency === "week" ? ` on ${WEEKDAYS[job.specific_day] ?? "?"}` : ` on day ${job.specific_day}`;
  }
  if (specificTime && job.specific_time) {
    text +=
      job.frequency === "hour"
        ? ` at minute ${job.specific_time}`
        : ` at ${job.specific_time}${zone ? ` ${zone}` : ""}`;
  }
  return text;
}
