import type { Env } from "../../config/env.js";
import type { DatabaseHandle } from "../../db/client.js";
import { nextExpansionAt } from "../../db/repositories/announcements.js";
import { nextJobDueAt } from "../../db/repositories/jobs.js";
import { nextQueuedDueAt } from "../../db/repositories/queued-messages.js";
import { DueLoop, type DueRound } from "../../loops/due-loop.js";
import { createWakeNotifier, type WakeNotifier, type WakeTopic } from "../../loops/wake-notifier.js";
import { createOpenAiChatModel } from "../../providers/ai/chat-model.js";
import type { Clock } from "../clock.js";
import type { Logger } from "../logger.js";
import { eraseConfirmedNow } from "../privacy/erase-confirmed.js";
import { HAND_BACK_SWEEP_MS, handBackIdleThreadsNow } from "../threads/hand-back-idle.js";
import { runDeliveryRound } from "./delivery-round.js";
import { DISPATCH_BATCH } from "./dispatch-queued.js";
import { type JobRunnerDeps, startDueJobs } from "./run-due-jobs.js";

export interface SchedulerRuntime {
  /** Something the loops act on changed (an announcement or job was saved): wake them in every process. */
  changed(topic: WakeTopic): Promise<void>;
  /** Runs the delivery and job loops in this process (roles all and worker). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A due queued message leaves within this of its time even if every wake-up is lost. */
const DELIVERY_POLL_MS = 1000;
/** Job changes arrive as wake-ups; the poll only covers lost ones. */
const JOBS_POLL_MS = 5000;
/** A due job that is still running (here or elsewhere) is looked at again after this. */
const BUSY_JOB_RETRY_MS = 1000;

/** Work on a schedule of its own (the daily backup) that this process's scheduler runs in a loop. */
export interface ScheduledRound {
  name: string;
  round(): Promise<DueRound>;
  pollIntervalMs: number;
}

export interface SchedulerDeps {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  log: Logger;
  /** The messaging core: wakes this process's sender, applies held status reports. */
  messaging: { outboundQueued(): void; applyHeldStatuses(): Promise<number> };
  notifier?: WakeNotifier;
  /** Further scheduled work, each in its own loop, woken with the jobs. */
  rounds?: ScheduledRound[];
}

/**
 * Scheduled delivery: one loop expands due announcements and hands due queued messages to the
 * outbound path, and applies status reports held until their send was recorded; another runs the
 * jobs and the erases people confirmed by text, and every minute hands back the threads whose
 * operator went silent. Both sleep until their
 * next due time, a wake-up or a poll.
 */
export function createSchedulerRuntime(deps: SchedulerDeps): SchedulerRuntime {
  const { env, clock, log } = deps;
  const db = deps.database.db;
  const notifier = deps.notifier ?? createWakeNotifier(deps.database, log);
  const defaultTimeZone = env.DEFAULT_TIMEZONE;
  const stopping = new AbortController();
  const runningJobs = new Map<number, Promise<void>>();
  let nextHandBackSweep = 0;

  const delivery = new DueLoop({
    name: "delivery",
    clock,
    log,
    pollIntervalMs: DELIVERY_POLL_MS,
    round: async (): Promise<DueRound> => {
      // Status reports that overtook the record of their send are applied once it has landed.
      await deps.messaging.applyHeldStatuses();
      const { expanded, dispatched } = await runDeliveryRound({ db, clock, defaultTimeZone, log });
      // Other processes' dispatchers share the fan-out.
      if (expanded > 0) void notifier.notify("queue");
      if (dispatched.sent > 0) deps.messaging.outboundQueued();
      if (expanded > 0 || dispatched.claimed === DISPATCH_BATCH) return { more: true, nextDueAt: null };
      return { more: false, nextDueAt: await nextDeliveryAt() };
    },
  });

  const jobRunner: JobRunnerDeps = {
    db,
    clock,
    defaultTimeZone,
    chat:
      env.AI_API_KEY || env.AI_BASE_URL
        ? createOpenAiChatModel({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY })
        : null,
    queueChanged: () => {
      delivery.wake();
      void notifier.notify("queue");
    },
    signal: stopping.signal,
    log,
  };

  const jobs = new DueLoop({
    name: "jobs",
    clock,
    log,
    pollIntervalMs: JOBS_POLL_MS,
    round: async (): Promise<DueRound> => {
      if (clock.now().getTime() >= nextHandBackSweep) {
        nextHandBackSweep = clock.now().getTime() + HAND_BACK_SWEEP_MS;
        const handedBack = await handBackIdleThreadsNow(db, clock);
        if (handedBack > 0) log.info({ handedBack }, "handed back threads whose operator went silent");
      }
      // People who answered YES DELETE are erased within a poll of their farewell leaving.
      const erased = await eraseConfirmedNow(db, clock);
      if (erased > 0) log.info({ erased }, "erased people who asked for it by text");
      for (const run of await startDueJobs(jobRunner, new Set(runningJobs.keys()))) {
        runningJobs.set(run.jobId, run.done);
        void run.done.finally(() => runningJobs.delete(run.jobId));
      }
      const next = await nextJobDueAt(db);
      const now = clock.now().getTime();
      return {
        more: false,
        nextDueAt: next && next.getTime() <= now ? new Date(now + BUSY_JOB_RETRY_MS) : next,
      };
    },
  });

  const otherLoops = (deps.rounds ?? []).map((scheduled) => new DueLoop({ ...scheduled, clock, log }));

  async function nextDeliveryAt(): Promise<Date | null> {
    const [queued, expansion] = await Promise.all([
      nextQueuedDueAt(db),
      nextExpansionAt(db, defaultTimeZone),
    ]);
    const times = [queued, expansion].filter((time): time is Date => time !== null);
    return times.length > 0 ? new Date(Math.min(...times.map((time) => time.getTime()))) : null;
  }

  const unsubscribe: (() => void)[] = [];
  return {
    changed: (topic) => notifier.notify(topic),
    async start() {
      unsubscribe.push(
        notifier.subscribe("queue", () => delivery.wake()),
        notifier.subscribe("announcements", () => delivery.wake()),
        notifier.subscribe("jobs", () => jobs.wake()),
        ...otherLoops.map((loop) => notifier.subscribe("jobs", () => loop.wake())),
      );
      await notifier.start();
      delivery.start();
      jobs.start();
      for (const loop of otherLoops) loop.start();
    },
    async stop() {
      stopping.abort();
      for (const stopListening of unsubscribe.splice(0)) stopListening();
      await Promise.all([
        delivery.stop(),
        jobs.stop(),
        ...otherLoops.map((loop) => loop.stop()),
        notifier.stop(),
      ]);
      await Promise.allSettled([...runningJobs.values()]);
    },
  };
}
