import { z } from "zod";

/** Processed queued messages are kept this long, then purge-old-queue deletes them. */
export const QUEUE_RETENTION_DAYS = 90;

/** A built-in task: a job's name selects one, and runs it on the job's schedule. */
export const jobTaskSchema = z.object({
  name: z.string(),
  description: z.string(),
});

export type JobTask = z.output<typeof jobTaskSchema>;

/**
 * The tasks a job can run, for the server that runs them and the console that offers them. A job
 * whose name is not here runs nothing, so the server refuses such a name.
 */
export const JOB_TASKS = [
  {
    name: "expand-announcements",
    description:
      "Turns announcements whose delivery time has come into queued messages for their cohort. The delivery loop does this at the exact time; this sweep catches anything it missed.",
  },
  {
    name: "expire-admin-sessions",
    description: "Deletes console sessions past their idle or absolute expiry.",
  },
  {
    name: "refresh-user-profiles",
    description:
      "Asks the AI to condense the profiles of users who texted since the last run. Skipped when no AI is configured.",
  },
  {
    name: "purge-old-queue",
    description: `Deletes queued messages processed more than ${QUEUE_RETENTION_DAYS} days ago.`,
  },
] as const satisfies readonly JobTask[];

export type JobTaskName = (typeof JOB_TASKS)[number]["name"];

export const JOB_TASK_NAMES: readonly string[] = JOB_TASKS.map((task) => task.name);

export function findJobTask(name: string): JobTask | undefined {
  return JOB_TASKS.find((task) => task.name === name);
}
