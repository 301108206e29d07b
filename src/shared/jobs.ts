import { z } from "zod";
import { instantSchema } from "./instant-range.js";
import { formatLimit, numberFromBody } from "./number-ranges.js";

export const JOB_TYPES = ["recurring", "one-time"] as const;
export const JOB_FREQUENCIES = ["minute", "hour", "day", "week", "month"] as const;

/**
 * Every 10,000 units at most: "every 10,000 months" is already 833 years, and the step must keep
 * the next run among the dates the database stores (2^31 months would not).
 */
export const MAX_JOB_INTERVAL = 10_000;

export type JobType = (typeof JOB_TYPES)[number];
export type JobFrequency = (typeof JOB_FREQUENCIES)[number];

/**
 * POST and PUT /api/admin/jobs (spec 001 sections 3, 5 and 9). specific_time is "HH:MM" for day,
 * week and month, and the minute of the hour ("0"–"59") for hour; specific_day is 0 (Sunday) to 6
 * for week and 1–31 for month; run_at (ISO) only for one-time jobs. The server also checks that
 * name is one of the built-in tasks (JOB_TASKS).
 */
export const jobInputSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required"),
    description: z
      .string()
      .trim()
      .max(500)
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .optional(),
    type: z.enum(JOB_TYPES, { message: "Type must be recurring or one-time" }),
    frequency: z.enum(JOB_FREQUENCIES, { message: "Choose a frequency" }).default("day"),
    interval_value: z.preprocess(
      (value) => (value === "" || value === null || value === undefined ? 1 : value),
      numberFromBody("Interval must be a whole number", (number) =>
        number
          .max(MAX_JOB_INTERVAL, `Interval must be at most ${formatLimit(MAX_JOB_INTERVAL)}`)
          .int("Interval must be a whole number")
          .min(1, "Interval must be at least 1"),
      ),
    ),
    run_at: instantSchema("Invalid date").nullable().optional(),
    specific_time: z
      .string()
      .trim()
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .optional(),
    specific_day: z.preprocess(
      (value) => (value === "" ? null : value),
      numberFromBody("Day must be between 0 and 31", (number) =>
        number
          .min(0, "Day must be between 0 and 31")
          .max(31, "Day must be between 0 and 31")
          .int("Day must be between 0 and 31"),
      )
        .nullable()
        .optional(),
    ),
    is_active: z.boolean().default(true),
  })
  .superRefine((job, context) => {
    if (job.type === "one-time" && !job.run_at) {
      context.addIssue({ code: "custom", path: ["run_at"], message: "Run At is required for one-time jobs" });
    }
    if (job.type === "recurring" && job.specific_time) {
      const valid =
        job.frequency === "hour"
          ? /^([0-5]?\d)$/.test(job.specific_time)
          : /^([01]\d|2[0-3]):[0-5]\d$/.test(job.specific_time);
      if (!valid) {
        const message = job.frequency === "hour" ? "Minute must be between 0 and 59" : "Time must be HH:MM";
        context.addIssue({ code: "custom", path: ["specific_time"], message });
      }
    }
    if (
      job.type === "recurring" &&
      job.frequency === "week" &&
      job.specific_day != null &&
      job.specific_day > 6
    ) {
      context.addIssue({
        code: "custom",
        path: ["specific_day"],
        message: "Day of week must be 0 (Sunday) to 6 (Saturday)",
      });
    }
    if (job.type === "recurring" && job.frequency === "month" && job.specific_day === 0) {
      context.addIssue({
        code: "custom",
        path: ["specific_day"],
        message: "Day of month must be between 1 and 31",
      });
    }
  });

export type JobInput = z.input<typeof jobInputSchema>;

export const jobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(JOB_TYPES),
  frequency: z.enum(JOB_FREQUENCIES),
  interval_value: z.number().int(),
  run_at: z.string().nullable(),
  specific_time: z.string().nullable(),
  specific_day: z.number().int().nullable(),
  is_active: z.boolean(),
  last_run: z.string().nullable(),
  next_run: z.string().nullable(),
  run_count: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Job = z.output<typeof jobSchema>;
