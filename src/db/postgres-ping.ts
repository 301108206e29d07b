import pg from "pg";
import type { PoolStats } from "./pool-guard.js";

/** How long a health check waits for a pooled connection before it asks the server directly. */
const POOL_WAIT_MS = 2_000;
/** A direct check of the server, outside the pool, gives up after this. */
const DIRECT_CHECK_TIMEOUT_MS = 5_000;

/** The database answers, but this process has no connection free to ask it with. */
export class PoolExhaustedError extends Error {
  constructor(readonly stats: PoolStats) {
    super(
      `the database answers, but all ${stats.size} of this process's connections are in use ` +
        `(${stats.waiting} callers waiting)`,
    );
    this.name = "PoolExhaustedError";
  }
}

/**
 * Asks the database through the pool. When every connection is checked out and none comes free
 * soon, or the pooled statement fails, it asks the server once more on a connection of its own, so
 * that health can tell a wedged pool (this process is at fault: restart it) from a database that
 * is away (nothing to restart here).
 */
export async function pingPostgres(pool: pg.Pool, url: string, stats: () => PoolStats): Promise<void> {
  const pooled = pool.query("select 1");
  let timer: NodeJS.Timeout | undefined;
  const tooLong = new Promise<"too long">((resolve) => {
    timer = setTimeout(() => resolve("too long"), POOL_WAIT_MS);
  });
  try {
    if ((await Promise.race([pooled, tooLong])) !== "too long") return;
  } catch (error) {
    if (!allInUse(stats())) throw error;
    await askServerDirectly(url).catch(() => {
      throw error;
    });
    throw new PoolExhaustedError(stats());
  } finally {
    clearTimeout(timer);
  }
  // A slow answer with connections to spare is the database's own slowness: wait for it.
  if (!allInUse(stats())) {
    await pooled;
    return;
  }
  // Still queued for a connection; it answers or fails on its own later.
  pooled.catch(() => {});
  await askServerDirectly(url);
  throw new PoolExhaustedError(stats());
}

function allInUse(stats: PoolStats): boolean {
  return stats.in_use >= stats.size;
}

async function askServerDirectly(url: string): Promise<void> {
  const direct = new pg.Client({ connectionString: url, connectionTimeoutMillis: DIRECT_CHECK_TIMEOUT_MS });
  direct.on("error", () => {});
  try {
    await direct.connect();
    await direct.query("select 1");
  } finally {
    await direct.end().catch(() => {});
  }
}
