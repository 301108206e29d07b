import { sql } from "drizzle-orm";
import { withLongSession } from "../backup/long-session.js";
import type { Database, DatabaseHandle } from "../client.js";
import { queryRows } from "../query-rows.js";

/**
 * Runs `work` while this session holds a transaction-level advisory lock on `key`, or answers
 * `{ ran: false }` at once when another session holds it. The lock ends with the transaction, so
 * a process that dies mid-work gives it up. PostgreSQL only: on PGlite's one connection, `work`
 * could not use the database while the transaction is open.
 */
export async function runUnderAdvisoryLock<T>(
  db: Database,
  key: number,
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${key}) as locked`,
    );
    if (!row?.locked) return { ran: false as const };
    return { ran: true as const, result: await work() };
  });
}

/**
 * Runs `work` in one process of several sharing the database: on PostgreSQL under the advisory
 * lock, whose transaction lasts as long as the work, so on a connection of its own rather than the
 * pool's, whose guard takes one back after 2 minutes; on PGlite, which one process owns, at once.
 */
export function runInOneProcess<T>(
  database: DatabaseHandle,
  key: number,
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  return database.kind === "postgres"
    ? withLongSession(database, (db) => runUnderAdvisoryLock(db, key, work))
    : work().then((result) => ({ ran: true as const, result }));
}
