import { sql } from "drizzle-orm";
import type { Database } from "../client.js";
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
