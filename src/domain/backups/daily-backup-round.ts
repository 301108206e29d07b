import type { DatabaseHandle } from "../../db/client.js";
import { runInOneProcess } from "../../db/repositories/advisory-lock.js";
import type { DueRound } from "../../loops/due-loop.js";
import { DAILY_BACKUP_TIME } from "../../shared/backups.js";
import type { Clock } from "../clock.js";
import type { Logger } from "../logger.js";
import { failureReason } from "../scheduling/failure-reason.js";
import { dailyAt, nextRun } from "../scheduling/next-run.js";
import type { ScheduledRound } from "../scheduling/scheduler-runtime.js";
import type { BackupsService } from "./backups-service.js";

/** After a failed daily backup, the next attempt comes this much later rather than the next day. */
export const DAILY_BACKUP_RETRY_MS = 60 * 60 * 1000;
/** Arbitrary constant: the advisory lock that lets one process of several make the daily backup. */
const DAILY_BACKUP_LOCK_ID = 7_356_110_036;
/** The day changes slowly; wake-ups and the due time do the rest. */
const POLL_MS = 60_000;

const DAILY = dailyAt(DAILY_BACKUP_TIME);

export interface DailyBackupDeps {
  backups: BackupsService;
  database: DatabaseHandle;
  clock: Clock;
  /** DEFAULT_TIMEZONE. */
  timeZone: string;
  log: Logger;
}

/**
 * The daily backup, for the scheduler to run: due at the first 03:00 (DEFAULT_TIMEZONE) after the
 * newest daily backup in the directory, or after this process started when there is none, so a
 * day missed while nothing ran is made up once, at start. On PostgreSQL several worker processes
 * may reach the due time together: the one that takes the advisory lock makes the backup, and
 * (with a shared DATA_DIR) a process that comes later finds it already made. The outcome is
 * logged and written beside the backups, where the console shows it.
 */
export function createDailyBackupRound(deps: DailyBackupDeps): ScheduledRound {
  const { backups, database, clock, timeZone, log } = deps;
  const startedAt = clock.now();
  /** Set when this process must not try before then: another process took the day, or a run failed. */
  let notBefore: Date | null = null;

  async function dueAt(): Promise<Date> {
    const after = (await backups.lastDailyBackupAt()) ?? startedAt;
    const due = nextRun(DAILY, { now: after, previousDue: null, lastRun: null }, timeZone) ?? after;
    return notBefore && notBefore > due ? notBefore : due;
  }

  async function makeIfStillDue(): Promise<"made" | "not due"> {
    // Another process sharing the directory may have made it while this one waited for the lock.
    if ((await dueAt()) > clock.now()) return "not due";
    const at = clock.now().toISOString();
    try {
      const { backup, pruned } = await backups.createDaily();
      log.info({ backup: backup.name, bytes: backup.size_bytes, pruned }, "daily backup made");
      await backups.recordDailyRun({ at, outcome: "created", detail: backup.name });
    } catch (error) {
      const reason = failureReason(error);
      log.error({ err: error }, "daily backup failed; trying again in an hour");
      notBefore = new Date(clock.now().getTime() + DAILY_BACKUP_RETRY_MS);
      await backups.recordDailyRun({ at, outcome: "failed", detail: reason });
    }
    return "made";
  }

  const claimAndMake = () => runInOneProcess(database, DAILY_BACKUP_LOCK_ID, makeIfStillDue);

  return {
    name: "daily-backup",
    pollIntervalMs: POLL_MS,
    async round(): Promise<DueRound> {
      if ((await dueAt()) <= clock.now() && !(await claimAndMake()).ran) {
        log.info({}, "another process is making the daily backup");
        notBefore = nextRun(DAILY, { now: clock.now(), previousDue: null, lastRun: null }, timeZone);
      }
      return { more: false, nextDueAt: await dueAt() };
    },
  };
}
