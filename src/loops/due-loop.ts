import type { Clock } from "../domain/clock.js";
import { WakeSignal } from "./wake-signal.js";

export interface DueRound {
  /** More work is due right now: run again at once. */
  more: boolean;
  /** When the next work falls due, if known: the loop sleeps until then (or the next poll). */
  nextDueAt: Date | null;
}

export interface DueLoopOptions {
  name: string;
  round(): Promise<DueRound>;
  clock: Clock;
  /** Fallback when a wake-up is missed: look at least this often. */
  pollIntervalMs: number;
  log: { error(object: object, message: string): void };
}

/**
 * Shortest sleep: work that is due but held by another process (SKIP LOCKED) is retried after
 * this rather than in a busy loop.
 */
const MIN_SLEEP_MS = 25;

/**
 * A loop for work that falls due at known times: it sleeps until the next due time, the next
 * poll or a wake-up, whichever comes first. stop() waits for the round in progress.
 */
export class DueLoop {
  private running = false;
  private readonly signal = new WakeSignal();
  private loop: Promise<void> | null = null;

  constructor(private readonly options: DueLoopOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  wake(): void {
    this.signal.wake();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.signal.clear();
      const result = await this.roundSafely();
      if (!this.running) return;
      if (result.more) {
        // Let timers and I/O of the rest of the process run between back-to-back rounds.
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      await this.sleep(this.sleepMs(result));
    }
  }

  private async roundSafely(): Promise<DueRound> {
    try {
      return await this.options.round();
    } catch (error) {
      if (this.running)
        this.options.log.error({ err: error, loop: this.options.name }, "scheduled work failed; retrying");
      return { more: false, nextDueAt: null };
    }
  }

  private sleepMs({ nextDueAt }: DueRound): number {
    const poll = this.options.pollIntervalMs;
    if (!nextDueAt) return poll;
    const untilDue = nextDueAt.getTime() - this.options.clock.now().getTime();
    return Math.min(poll, Math.max(MIN_SLEEP_MS, untilDue));
  }

  private sleep(ms: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    return this.signal.sleep(ms);
  }
}
