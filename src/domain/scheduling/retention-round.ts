import type { DatabaseHandle } from "../../db/client.js";
import { runInOneProcess } from "../../db/repositories/advisory-lock.js";
import type { DueRound } from "../../loops/due-loop.js";
import { schedulingMetrics } from "../../observability/metrics/scheduling-metrics.js";
import type { Clock } from "../clock.js";
import type { Logger } from "../logger.js";
import { type RetentionCounts, runRetention } from "../privacy/run-retention.js";
import { dailyAt, nextRun } from "./next-run.js";
import type { ScheduledRound } from "./scheduler-runtime.js";

/** After the daily backup (03:00), in DEFAULT_TIMEZONE, when texting is quietest. */
export const RETENTION_TIME = "04:00";
/** After a failed pass the next attempt comes this much later rather than the next day. */
const RETRY_MS = 60 * 60 * 1000;
/** Arbitrary constant: the advisory lock that lets one process of several run the pass. */
const RETENTION_LOCK_ID = 7_356_110_037;
const POLL_MS = 60_000;

const DAILY = dailyAt(RETENTION_TIME);

export interface RetentionRoundDeps {
  database: DatabaseHandle;
  clock: Clock;
  /** DEFAULT_TIMEZONE. */
  timeZone: string;
  log: Logger;
  batchSize?: number;
}

/**
 * The nightly retention pass, for the scheduler to run at the first 04:00 (DEFAULT_TIMEZONE) after
 * this process started and then every day. A pass deletes only what is older than the settings
 * allow, so a night missed while nothing ran is made up by the next, and two passes in a row find
 * nothing the second time. One process of several runs it (an advisory lock); its batches use the
 * pool. Each pass logs its counts.
 */
export function createRetentionRound(deps: RetentionRoundDeps): ScheduledRound {
  const { database, clock, timeZone, log } = deps;
  /** The pass last looked at (or the start): the next one is due at the first 04:00 after it. */
  let after = clock.now();
  let retryAt: Date | null = null;
  const stopping = new AbortController();

  const dueAt = () =>
    retryAt ?? nextRun(DAILY, { now: after, previousDue: null, lastRun: null }, timeZone) ?? after;

  async function pass(): Promise<RetentionCounts> {
    const counts = await runRetention({
      db: database.db,
      clock,
      batchSize: deps.batchSize,
      signal: stopping.signal,
    });
    log.info({ ...counts }, "retention pass: old texts and media deleted");
    schedulingMetrics.retentionRemoved(counts);
    return counts;
  }

  return {
    name: "retention",
    pollIntervalMs: POLL_MS,
    stop: () => stopping.abort(),
    async round(): Promise<DueRound> {
      if (dueAt() > clock.now()) return { more: false, nextDueAt: dueAt() };
      try {
        const { ran } = await runInOneProcess(database, RETENTION_LOCK_ID, pass);
        if (!ran) log.info({}, "another process is running the retention pass");
        schedulingMetrics.retentionPass(ran ? "ok" : "elsewhere");
        after = clock.now();
        retryAt = null;
      } catch (error) {
        log.error({ err: error }, "retention pass failed; trying again in an hour");
        schedulingMetrics.retentionPass("failed");
        retryAt = new Date(clock.now().getTime() + RETRY_MS);
      }
      return { more: false, nextDueAt: dueAt() };
    },
  };
}
