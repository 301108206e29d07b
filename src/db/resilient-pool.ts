import pg from "pg";
import { classifyConnectionFailure, mayRetryStatement } from "./connection-failure.js";
import { PoolGuard } from "./pool-guard.js";
import { ReachabilityGate } from "./reachability-gate.js";

/** Pauses before each new attempt: a terminated backend is replaced at once, a failover takes longer. */
const RETRY_DELAYS_MS = [25, 250, 1000];

type QueryConfig = { text: string; values?: unknown[] } | string;

/**
 * A node-postgres pool that survives its connections being ended (a failover, a minor upgrade,
 * pg_terminate_backend):
 * - every client has an 'error' listener from the moment it connects, so a client that loses its
 *   connection while checked out (in a transaction) no longer crashes the process with an
 *   unhandled 'error' event; its pending query fails instead and the pool discards it;
 * - a statement that failed because of the connection is sent again on a fresh one when that is
 *   safe (see connection-failure.ts) and the server still accepts connections; anything else
 *   fails as before, for its caller to handle.
 */
export function createResilientPool(
  config: pg.PoolConfig,
  log: { error(object: object, message: string): void },
): { pool: pg.Pool; guard: PoolGuard } {
  const pool = new pg.Pool(config);
  const guard = new PoolGuard(pool, log);
  // A lost connection surfaces as its failed statement's error, where the caller logs it. An idle
  // client that loses its connection is dropped by the pool; the next query opens another, and a
  // checked-out one is taken back by the guard.
  const ignore = () => {};
  pool.on("error", ignore);
  pool.on("connect", (client) => {
    client.on("error", ignore);
    client.on("end", () => guard.ended(client));
  });
  // While the server refuses connections (an outage), statements and transactions fail at once
  // rather than each waiting out its retries or a connection attempt of its own: their callers (the
  // webhook spool, the workers' polls) carry on.
  const gate = new ReachabilityGate();
  const plainConnect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const connect = async () =>
    guard.checkedOut(await gate.connect(() => plainConnect() as Promise<pg.PoolClient>));
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return plainConnect(...args);
    return connect();
  }) as typeof pool.connect;
  const plainQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    // Callback-style calls (none of ours) keep node-postgres's own behaviour.
    if (args.some((arg) => typeof arg === "function")) return plainQuery(...args);
    return queryWithRetry(connect, gate, args[0] as QueryConfig, args[1] as unknown[] | undefined);
  }) as typeof pool.query;
  return { pool, guard };
}

async function queryWithRetry(
  connect: () => Promise<pg.PoolClient>,
  reachability: ReachabilityGate,
  config: QueryConfig,
  values: unknown[] | undefined,
) {
  const statement = typeof config === "string" ? config : config.text;
  for (let attempt = 0; ; attempt++) {
    let client: pg.PoolClient | undefined;
    try {
      client = await connect();
      const result = await client.query(config as pg.QueryConfig, values);
      client.release();
      return result;
    } catch (error) {
      const failure = classifyConnectionFailure(error);
      // A client whose connection failed is destroyed rather than returned to the pool.
      client?.release(failure === "other" ? undefined : (error as Error));
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || reachability.away || !mayRetryStatement(failure, statement)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
