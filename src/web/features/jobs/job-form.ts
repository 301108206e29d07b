import { type Job, type JobFrequency, type JobInput, type JobType, jobInputSchema } from "@shared/jobs";
import { z } from "zod";
import { visibleScheduleFields } from "./job-schedule";

/** The job dialog's inputs, all as typed; Run At is a datetime-local value in the browser's zone. */
export interface JobFormValues {
  name: string;
  description: string;
  type: JobType;
  frequency: JobFrequency;
  interval_value: string;
  run_at: string;
  specific_time: string;
  specific_day: string;
  is_active: boolean;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** ISO → "2025-06-15T09:00" in the browser's zone, for <input type="datetime-local">. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function jobFormValuesOf(job: Job | null): JobFormValues {
  return {
    name: job?.name ?? "",
    description: job?.description ?? "",
    type: job?.type ?? "recurring",
    frequency: job?.frequency ?? "day",
    interval_value: String(job?.interval_value ?? 1),
    run_at: toLocalInput(job?.run_at ?? null),
    specific_time: job?.specific_time ?? "",
    specific_day:
      job?.specific_day === null || job?.specific_day === undefined ? "" : String(job.specific_day),
    is_active: job?.is_active ?? true,
  };
}

/**
 * What POST/PUT send: the fields the dialog shows for this type and frequency, hidden ones as
 * null so a value left from another frequency is not saved, and Run At as an instant.
 */
export function toJobBody(values: JobFormValues): JobInput {
  const visible = visibleScheduleFields(values.type, values.frequency);
  const runAt = visible.runAt && values.run_at ? new Date(values.run_at) : null;
  return {
    name: values.name,
    description: values.description,
    type: values.type,
    frequency: values.frequency,
    interval_value: visible.interval ? values.interval_value : 1,
    run_at: runAt && !Number.isNaN(runAt.getTime()) ? runAt.toISOString() : null,
    specific_time: visible.specificTime ? values.specific_time : null,
    specific_day: visible.specificDay ? values.specific_day : null,
    is_active: values.is_active,
  };
}

/** The shared job rules, applied to what the dialog would send. */
export const jobFormSchema = z.custom<JobFormValues>().transform(toJobBody).pipe(jobInputSchema);
