import type { Executor } from "../../db/client.js";
import { countCohorts } from "../../db/repositories/cohorts.js";
import type { CohortStats } from "../../shared/announcements.js";

/** Spec 001 section 9: users are inactive after 2+ weeks without a text. */
export const INACTIVE_AFTER_MS = 14 * 24 * 60 * 60 * 1000;

/** Users last active at or before this instant (or never) are inactive; after it, active. */
export function inactiveBefore(now: Date): Date {
  return new Date(now.getTime() - INACTIVE_AFTER_MS);
}

/** GET /api/admin/cohorts/stats: how many users an announcement to each cohort would reach now. */
export function cohortStats(db: Executor, now: Date): Promise<CohortStats> {
  return countCohorts(db, inactiveBefore(now));
}
