import type { Logger } from "../domain/logger.js";

const RETRY_MS = 1000;

/**
 * Writes that must land even when the database is away: one that fails is held in memory and
 * written again every second until it lands, and `flush()` lets a caller make sure nothing is
 * held before it acts on what the writes record (the outbound worker claims only once every
 * held "sent" mark is written, so a text already handed to the provider is never sent again).
 */
export class HeldWrites<T> {
  private held: T[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly name: string,
    private readonly write: (items: T[]) => Promise<void>,
    private readonly log: Logger,
  ) {}

  get size(): number {
    return this.held.length;
  }

  /** Holds an item whose write failed, to be written again. */
  hold(item: T, error: unknown): void {
    if (this.held.length === 0)
      this.log.warn({ err: error, writes: this.name }, "holding writes until the database takes them");
    this.held.push(item);
    this.retrySoon();
  }

  /** Writes everything held; rejects (keeping it held) if the database still refuses. */
  async flush(): Promise<void> {
    if (this.held.length === 0) return;
    const items = this.held;
    this.held = [];
    try {
      await this.write(items);
      this.log.info({ writes: this.name, count: items.length }, "held writes taken by the database");
    } catch (error) {
      this.held = items.concat(this.held);
      this.retrySoon();
      throw error;
    }
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private retrySoon(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch(() => {});
    }, RETRY_MS);
    this.timer.unref();
  }
}
