import type pg from "pg";

/** How long a live connection may stay checked out before the guard takes it back. */
export const CHECKOUT_LIMIT_MS = 120_000;
/** How often the guard looks for connections held past the limit. */
const SWEEP_EVERY_MS = 5_000;

export interface PoolStats {
  /** The most connections the pool opens. */
  size: number;
  /** Connections open now, idle or checked out. */
  open: number;
  in_use: number;
  /** Callers queued for a connection. */
  waiting: number;
  /** Checked-out connections the guard took back since start. */
  recycled: number;
}

interface Checkout {
  since: number;
  release: (error?: Error) => void;
}

type Logger = { error(object: object, message: string): void };

/**
 * Whether a live connection has been checked out too long. No statement of ours holds one for
 * minutes, so that is a leak; taking it back costs its holder an error, which is better than every
 * other caller waiting forever.
 */
export function isHeldTooLong(since: number, now: number, limitMs = CHECKOUT_LIMIT_MS): boolean {
  return now - since >= limitMs;
}

/**
 * Tracks every connection checked out of a node-postgres pool, so that each is given back on every
 * path:
 * - release becomes safe to call twice (the guard may have taken the connection back first);
 * - a connection that ends while checked out is taken back at once: it is of no use to its holder,
 *   and drizzle runs a transaction's `begin` outside its try/finally, so one ended during `begin`
 *   was never released (6 of 10 leaked in 30 s of terminations, and the process wedged);
 * - a sweep takes back any held past the limit.
 */
export class PoolGuard {
  private readonly checkouts = new Map<pg.PoolClient, Checkout>();
  private timer: NodeJS.Timeout | null = null;
  private recycled = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
    private readonly limitMs = CHECKOUT_LIMIT_MS,
  ) {}

  /** Starts the sweep; the guard tracks checkouts from its creation. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Called for every client the pool hands out. */
  checkedOut(client: pg.PoolClient): pg.PoolClient {
    const plainRelease = client.release;
    const checkout: Checkout = { since: this.now(), release: (error) => plainRelease(error) };
    this.checkouts.set(client, checkout);
    client.release = (error?: Error | boolean) => {
      if (this.checkouts.get(client) !== checkout) return;
      this.checkouts.delete(client);
      plainRelease(error);
    };
    return client;
  }

  /** Called when a client's connection ends; a checked-out one is taken back now. */
  ended(client: pg.Client): void {
    const checkout = this.checkouts.get(client as pg.PoolClient);
    if (checkout) this.recycle(client as pg.PoolClient, checkout, "ended");
  }

  /** Takes back every connection held past the limit. */
  sweep(): void {
    const now = this.now();
    for (const [client, checkout] of this.checkouts) {
      if (!isHeldTooLong(checkout.since, now, this.limitMs)) continue;
      this.log.error(
        { heldMs: now - checkout.since },
        "a database connection was held past its limit: taken back, its holder's next statement fails",
      );
      this.recycle(client, checkout, "held too long");
    }
  }

  stats(): PoolStats {
    const { totalCount, idleCount, waitingCount, options } = this.pool;
    return {
      size: options.max ?? 10,
      open: totalCount,
      in_use: totalCount - idleCount,
      waiting: waitingCount,
      recycled: this.recycled,
    };
  }

  private recycle(client: pg.PoolClient, checkout: Checkout, reason: string): void {
    this.checkouts.delete(client);
    this.recycled += 1;
    // Released with an error, the pool closes the connection and opens another for its waiters.
    checkout.release(new Error(`database connection taken back by the pool guard: ${reason}`));
  }
}
