import { DEFAULT_TIME_ZONE } from "../../config/env.js";
import type { Executor } from "../../db/client.js";
import { insertJobsIfNone, type NewJob } from "../../db/repositories/jobs.js";
import { insertMissingPrompts } from "../../db/repositories/prompts.js";
import { insertMissingSettings } from "../../db/repositories/settings.js";
import { SETTING_DEFAULTS } from "../../shared/settings.js";
import { DEFAULT_PROMPTS } from "../prompts/default-prompts.js";
import { BUILT_IN_TASKS } from "../scheduling/job-tasks.js";
import { nextRun } from "../scheduling/next-run.js";

export interface SeedOptions {
  now?: Date;
  /** DEFAULT_TIMEZONE: the zone the seeded jobs' times are read in. */
  timeZone?: string;
}

/**
 * Fills in missing defaults. Rows an operator changed are never touched: every insert skips
 * existing keys, and the built-in jobs are seeded only into an empty jobs table (a fresh
 * installation, or one where the operator deleted every job).
 */
export async function seedDefaults(db: Executor, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await insertMissingSettings(tx, SETTING_DEFAULTS);
    await insertMissingPrompts(tx, DEFAULT_PROMPTS);
    await insertJobsIfNone(tx, builtInJobs(options.now ?? new Date(), options.timeZone ?? DEFAULT_TIME_ZONE));
  });
}

function builtInJobs(now: Date, timeZone: string): NewJob[] {
  return BUILT_IN_TASKS.map((task) => {
    const job = {
      name: task.name,
      description: task.description,
      type: "recurring",
      frequency: "day",
      interval_value: 1,
      run_at: null,
      specific_time: null,
      specific_day: null,
      ...task.seed,
    };
    return { ...job, next_run: nextRun(job, { now, previousDue: null, lastRun: null }, timeZone) };
  });
}
