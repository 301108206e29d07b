export interface LeaseRenewerOptions<T> {
  name: string;
  /** How often held items are renewed; a lease must outlast two of these (see tick). */
  everyMs: number;
  /** Extends the leases of these items, which this process still holds. */
  renew(items: T[]): Promise<void>;
  log: { error(object: object, message: string): void };
}

/**
 * Keeps the leases of a worker's items alive while it works on them. Leases can then be short, so
 * the work of a crashed process is taken over within a lease instead of after the slowest possible
 * answer, while a live process that takes long (an AI call retried after timeouts) keeps its items.
 */
export class LeaseRenewer<T> {
  private readonly held = new Set<T>();
  private heldAtLastTick = new Set<T>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: LeaseRenewerOptions<T>) {}

  hold(item: T): void {
    this.held.add(item);
  }

  release(item: T): void {
    this.held.delete(item);
  }

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), this.options.everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * Renews the items held since the last tick: held for at least one interval, at most two. Items
   * that finish sooner, nearly all of them, cost no write.
   */
  private async tick(): Promise<void> {
    const due = [...this.heldAtLastTick].filter((item) => this.held.has(item));
    this.heldAtLastTick = new Set(this.held);
    if (due.length === 0) return;
    try {
      await this.options.renew(due);
    } catch (error) {
      this.options.log.error({ err: error, worker: this.options.name }, "renewing leases failed");
    }
  }
}
