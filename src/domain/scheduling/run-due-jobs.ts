import { claimJobRun, dueJobs, type JobRow, recordJobOutcome } from "../../db/repositories/jobs.js";
import { schedulingMetrics } from "../../observability/metrics/scheduling-metrics.js";
import { failureReason } from "./failure-reason.js";
import { findBuiltInTask, type TaskContext } from "./job-tasks.js";
import { nextRun } from "./next-run.js";

export type JobRunnerDeps = Omit<TaskContext, "previousRun">;

export interface StartedRun {
  jobId: number;
  done: Promise<void>;
}

/** Jobs started per round. */
const DUE_JOBS_BATCH = 20;

/**
 * Starts every due job this process is not already running and returns the runs. Each due time
 * is claimed first (next_run moves on only if it still holds it), so with several processes a
 * job runs once per due time; the claim also sets last_run, run_count and the next run.
 */
export async function startDueJobs(
  deps: JobRunnerDeps,
  runningHere: ReadonlySet<number>,
): Promise<StartedRun[]> {
  const now = deps.clock.now();
  const runs: StartedRun[] = [];
  for (const job of await dueJobs(deps.db, now, DUE_JOBS_BATCH)) {
    if (runningHere.has(job.id) || !job.next_run) continue;
    const next = nextRun(job, { now, previousDue: job.next_run, lastRun: now }, deps.defaultTimeZone);
    const claimed = await claimJobRun(deps.db, job.id, job.next_run, { next_run: next, last_run: now });
    // After a failed run, the next one covers the failed run's ground again.
    const previousRun = job.last_error ? null : job.last_run;
    if (claimed) runs.push({ jobId: job.id, done: runJob(deps, claimed, previousRun) });
  }
  return runs;
}

/** Runs the job's task; a failure is recorded as its last error and never escapes. */
async function runJob(deps: JobRunnerDeps, job: JobRow, previousRun: Date | null): Promise<void> {
  const task = findBuiltInTask(job.name);
  let lastError: string | null = null;
  try {
    if (!task) throw new Error(`"${job.name}" is not a built-in task`);
    const summary = await task.run({ ...deps, previousRun });
    deps.log.info({ job: job.name, summary }, "job ran");
  } catch (error) {
    lastError = failureReason(error);
    deps.log.error({ err: error, job: job.name }, "job failed; it runs again at its next time");
  }
  schedulingMetrics.jobRan(job.name, lastError === null ? "ok" : "failed");
  await recordJobOutcome(deps.db, job.id, lastError).catch((error: unknown) =>
    deps.log.error({ err: error, job: job.name }, "recording the job's outcome failed"),
  );
}
