import type { Env } from "../../config/env.js";
import type { Clock } from "../../domain/clock.js";
import type { Logger } from "../../domain/logger.js";
import type { LeaseRenewer } from "../../loops/lease-renewer.js";
import { WorkerLoop } from "../../loops/worker-loop.js";
import type { PipelineReads } from "../answer/pipeline-reads.js";
import type { ClaimedOutbound, MessagingStore } from "../store/messaging-store.js";
import { BatchedSendWrites } from "./batched-send-writes.js";
import { sendOutbound } from "./send-outbound.js";
import { senderDeps } from "./sender-deps.js";
import { ThreadSendGate } from "./thread-send-gate.js";

/** How long after a text was stored behind another each batch of sent marks wakes the sender. */
const QUEUED_BEHIND_WAKE_MS = 5000;

export interface OutboundSenderOptions {
  env: Env;
  store: MessagingStore;
  clock: Clock;
  log: Logger;
  reads: PipelineReads;
  leaseMs: number;
  leaseUntil(): Date;
  leases: LeaseRenewer<ClaimedOutbound>;
  pollIntervalMs: number;
  claimIntervalMs: number;
}

/**
 * The messaging core's sending half: the outbound worker with its batched writes, the gate a
 * take-over closes (decision 030), and the wake-ups for texts stored behind another to the same
 * person, which can leave only once that one's sent mark is written.
 */
export class OutboundSender {
  private readonly worker: WorkerLoop<ClaimedOutbound>;
  private readonly writes: BatchedSendWrites;
  private readonly gate = new ThreadSendGate();
  /** Until then texts stored behind an earlier one may wait for its send (see the sent marks). */
  private queuedBehindUntil = 0;

  constructor(options: OutboundSenderOptions) {
    const { env, store, clock, log } = options;
    this.writes = new BatchedSendWrites(store, clock, log, () => {
      if (performance.now() < this.queuedBehindUntil) this.worker.wake();
    });
    const sender = senderDeps({
      env,
      clock,
      log,
      writes: this.writes.writes,
      gate: this.gate,
      reads: options.reads,
      leaseMs: options.leaseMs,
    });
    this.worker = new WorkerLoop<ClaimedOutbound>({
      name: "outbound",
      // Texts in flight per process: enough that a fan-out keeps the database busy with batches
      // (claims and sent marks group up) and that slow provider calls overlap.
      concurrency: 128,
      minClaim: 32,
      claimIntervalMs: options.claimIntervalMs,
      pollIntervalMs: options.pollIntervalMs,
      log,
      leases: options.leases,
      claim: async (limit) => {
        await this.writes.writeHeldMarks();
        return store.claimOutbound(clock.now(), options.leaseUntil(), limit);
      },
      handle: (message) => sendOutbound(sender, message),
    });
  }

  /** New texts are due: claim now. */
  wake(): void {
    this.worker.wake();
  }

  /**
   * Texts were stored that may wait behind an earlier one to the same person: the sent marks of the
   * next seconds wake the sender, rather than its next poll.
   */
  storedBehind(): void {
    this.queuedBehindUntil = performance.now() + QUEUED_BEHIND_WAKE_MS;
    this.worker.wake();
  }

  /** Replies stored claimed leave at once; with `queuedBehind`, others wait behind them. */
  offer(claimed: ClaimedOutbound[], queuedBehind: boolean): void {
    if (queuedBehind) this.queuedBehindUntil = performance.now() + QUEUED_BEHIND_WAKE_MS;
    void this.worker.offer(claimed).then(() => {
      if (queuedBehind) this.worker.wake();
    });
  }

  /** See ThreadSendGate.close: a take-over waits for this process's automatic answers in flight. */
  closeThread(threadId: number, maxWaitMs: number): Promise<() => void> {
    return this.gate.close(threadId, maxWaitMs);
  }

  start(): void {
    this.worker.start();
  }

  async stop(log: Logger): Promise<void> {
    await this.worker.stop();
    await this.writes.stop(log);
  }
}
