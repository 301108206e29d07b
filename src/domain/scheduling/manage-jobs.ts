import type { z } from "zod";
import type { Executor } from "../../db/client.js";
import {
  deleteJob,
  findJob,
  findJobByName,
  insertJob,
  type JobRow,
  type NewJob,
  updateJob,
} from "../../db/repositories/jobs.js";
import { findJobTask, JOB_TASK_NAMES } from "../../shared/job-tasks.js";
import type { jobInputSchema } from "../../shared/jobs.js";
import { AppError } from "../app-error.js";
import { nextRun } from "./next-run.js";

export type JobFields = z.output<typeof jobInputSchema>;

export interface JobClock {
  now: Date;
  timeZone: string;
}

export async function createJob(db: Executor, clock: JobClock, input: JobFields): Promise<JobRow> {
  requireBuiltInTask(input.name);
  const row = await insertJob(db, {
    ...scheduleFields(input, null, clock),
    created_at: clock.now,
    updated_at: clock.now,
  });
  if (!row) throw nameTaken(input.name);
  return row;
}

/** Saves the fields and computes next_run again from now, as for a new schedule. */
export async function changeJob(
  db: Executor,
  clock: JobClock,
  id: number,
  input: JobFields,
): Promise<JobRow> {
  const existing = await findJob(db, id);
  if (!existing) throw AppError.notFound("Job not found");
  requireBuiltInTask(input.name);
  const namesake = await findJobByName(db, input.name);
  if (namesake && namesake.id !== id) throw nameTaken(input.name);
  const row = await updateJob(db, id, {
    ...scheduleFields(input, existing.last_run, clock),
    updated_at: clock.now,
  });
  if (!row) throw AppError.notFound("Job not found");
  return row;
}

export async function removeJob(db: Executor, id: number): Promise<void> {
  if (!(await deleteJob(db, id))) throw AppError.notFound("Job not found");
}

function scheduleFields(input: JobFields, lastRun: Date | null, clock: JobClock): NewJob {
  const fields = {
    name: input.name,
    description: input.description ?? null,
    type: input.type,
    frequency: input.frequency,
    interval_value: input.interval_value,
    run_at: input.run_at ? new Date(input.run_at) : null,
    specific_time: input.specific_time ?? null,
    specific_day: input.specific_day ?? null,
    is_active: input.is_active,
  };
  // An inactive job is never due, so it shows no next run until it is switched on again.
  const next = fields.is_active
    ? nextRun(fields, { now: clock.now, previousDue: null, lastRun }, clock.timeZone)
    : null;
  return { ...fields, next_run: next };
}

/** A job's name selects the built-in task it runs. */
function requireBuiltInTask(name: string): void {
  if (findJobTask(name)) return;
  throw AppError.validation({
    name: `Unknown job "${name}". Valid names: ${JOB_TASK_NAMES.join(", ")}`,
  });
}

function nameTaken(name: string): AppError {
  return AppError.conflict(`A job named "${name}" already exists.`);
}
