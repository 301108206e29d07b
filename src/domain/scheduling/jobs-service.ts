import type { Database } from "../../db/client.js";
import { type JobRow, listJobs } from "../../db/repositories/jobs.js";
import { JOB_TASKS, type JobTask } from "../../shared/job-tasks.js";
import type { Job } from "../../shared/jobs.js";
import { afterCommit } from "../audit/audit-scope.js";
import type { Clock } from "../clock.js";
import { toJob } from "./job-mapper.js";
import { changeJob, createJob, type JobFields, removeJob } from "./manage-jobs.js";
import type { SchedulerRuntime } from "./scheduler-runtime.js";

export interface JobsServiceDeps {
  db: Database;
  clock: Clock;
  /** DEFAULT_TIMEZONE: a job's times of day are read in it. */
  timeZone: string;
  /** Woken after a save, in every process, so the job loop picks up the new next run. */
  scheduler: Pick<SchedulerRuntime, "changed">;
}

/** Scheduled jobs; a job's name picks one of the built-in tasks. */
export function createJobsService({ db, clock, timeZone, scheduler }: JobsServiceDeps) {
  const jobClock = () => ({ now: clock.now(), timeZone });
  const saved = async (row: JobRow) => {
    await afterCommit(() => scheduler.changed("jobs"));
    return toJob(row);
  };
  return {
    list: async (): Promise<Job[]> => (await listJobs(db)).map(toJob),
    tasks: (): JobTask[] => [...JOB_TASKS],
    create: async (input: JobFields) => saved(await createJob(db, jobClock(), input)),
    change: async (id: number, input: JobFields) => saved(await changeJob(db, jobClock(), id, input)),
    remove: (id: number) => removeJob(db, id),
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
