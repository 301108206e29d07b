import type { LeaseRenewer } from "./lease-renewer.js";
import { WakeSignal } from "./wake-signal.js";

export interface WorkerLoopOptions<T> {
  name: string;
  /** Takes up to `limit` items of work, leasing them so no other worker takes them too. */
  claim(limit: number): Promise<T[]>;
  handle(item: T): Promise<void>;
  concurrency: number;
  /**
   * While work is in flight, claim only once this many slots are free: under load one claim then
   * takes a batch rather than a text at a time. With nothing in flight any free slot claims.
   */
  minClaim?: number;
  /**
   * While work is in flight, claim at most this often: texts arriving one by one under load are
   * then claimed a few at a time, one statement for several, at the cost of this much latency.
   */
  claimIntervalMs?: number;
  /**
   * While `active()` says so, the loop takes on little new work: at most `limit` items a claim and
   * claims at least `intervalMs` apart (even with nothing in flight), so that other work of the
   * process comes first without this work stopping.
   */
  yieldTo?: { active(): boolean; limit: number; intervalMs: number };
  /** Fallback when a wake-up is missed: look for work at least this often. */
  pollIntervalMs: number;
  /** Keeps the leases of items in flight alive while they are handled. */
  leases?: LeaseRenewer<T>;
  log: { error(object: object, message: string): void };
}

/**
 * A claim-and-handle loop: runs up to `concurrency` items at once, sleeps when there is no work,
 * and wakes at once when told work arrived (or at the next poll). stop() lets in-flight items finish.
 */
export class WorkerLoop<T> {
  private running = false;
  private inFlight = new Set<Promise<void>>();
  private readonly signal = new WakeSignal();
  private loop: Promise<void> | null = null;
  private lastClaimAt = 0;

  constructor(private readonly options: WorkerLoopOptions<T>) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.options.leases?.start();
    this.loop = this.run();
  }

  wake(): void {
    this.signal.wake();
  }

  /** Free slots: how many more items it would take on now. */
  get room(): number {
    return this.options.concurrency - this.inFlight.size;
  }

  /**
   * Handles items already leased elsewhere (stored claimed), beside claimed ones; they count as in
   * flight, so stop() waits for them too. Resolves once all of them are handled.
   */
  async offer(items: T[]): Promise<void> {
    await Promise.all(items.map((item) => this.track(item)));
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
    this.options.leases?.stop();
  }

  private async run(): Promise<void> {
    while (this.running) {
      if (this.room >= this.claimThreshold()) {
        await this.spaceClaims();
        if (!this.running) break;
        this.signal.clear();
        const free = Math.min(this.room, this.yielding()?.limit ?? this.room);
        const claimed = await this.claimSafely(free);
        for (const item of claimed) void this.track(item);
        // A full batch suggests more work is waiting: claim again as soon as there is room.
        if (claimed.length === free) continue;
      }
      await this.idle();
    }
  }

  private async spaceClaims(): Promise<void> {
    const yielding = this.yielding();
    const interval = yielding?.intervalMs ?? this.options.claimIntervalMs ?? 0;
    const wait = this.lastClaimAt + interval - performance.now();
    if ((yielding || this.inFlight.size > 0) && wait > 0)
      await new Promise((resolve) => setTimeout(resolve, wait));
    this.lastClaimAt = performance.now();
  }

  /** The limits to keep to while the loop yields to other work, or null when it does not. */
  private yielding(): WorkerLoopOptions<T>["yieldTo"] | null {
    return this.options.yieldTo?.active() ? this.options.yieldTo : null;
  }

  private claimThreshold(): number {
    if (this.inFlight.size === 0) return 1;
    return Math.min(this.options.minClaim ?? 1, this.options.concurrency);
  }

  private async claimSafely(limit: number): Promise<T[]> {
    try {
      return await this.options.claim(limit);
    } catch (error) {
      if (this.running)
        this.options.log.error({ err: error, worker: this.options.name }, "claiming work failed");
      return [];
    }
  }

  private async handleSafely(item: T): Promise<void> {
    try {
      await this.options.handle(item);
    } catch (error) {
      this.options.log.error(
        { err: error, worker: this.options.name },
        "handling work failed; it will be retried",
      );
    }
  }

  /**
   * Handles an item as work in flight, its lease kept alive meanwhile. A finished item wakes the
   * loop only if the loop was waiting for room to claim.
   */
  private track(item: T): Promise<void> {
    this.options.leases?.hold(item);
    const work = this.handleSafely(item).finally(() => {
      this.options.leases?.release(item);
      const wasFull = this.room < this.claimThreshold();
      this.inFlight.delete(work);
      if (wasFull) this.wake();
    });
    this.inFlight.add(work);
    return work;
  }

  /**
   * Waits for a wake-up or the next poll. A wake-up that came while claiming counts only when
   * enough slots are free to claim; otherwise the loop waits for an item to finish (which wakes
   * it), so it never spins.
   */
  private idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    const full = this.room < this.claimThreshold();
    return this.signal.sleep(this.options.pollIntervalMs, { ignorePending: full });
  }
}
