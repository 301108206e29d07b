import { sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";
import type { CatalogTable } from "./table-catalog.js";

/** Rows fetched at a time: enough to amortise a round trip, few enough to stay small in memory. */
const BATCH_ROWS = 2_000;
/** A table with bytea columns (media up to 5 MB a row) is read a few rows at a time. */
const LARGE_BATCH_ROWS = 8;

/**
 * Renders every value the way both engines agree on: timestamps in UTC, floats with the shortest
 * exact digits, bytea in hex. Local to the transaction it runs in.
 */
export async function setPortableRendering(db: Executor): Promise<void> {
  await db.execute(sql`set local timezone = 'UTC'`);
  await db.execute(sql`set local extra_float_digits = 1`);
  await db.execute(sql`set local bytea_output = 'hex'`);
  await db.execute(sql`set local intervalstyle = 'iso_8601'`);
}

/**
 * A table's rows as `row_to_json` lines in primary-key order, in batches, through a cursor of the
 * caller's transaction (after setPortableRendering), so a table never sits in memory whole.
 */
export async function* tableRowLines(db: Executor, table: CatalogTable): AsyncGenerator<string[]> {
  const cursor = sql.identifier(`backup_${table.name}`);
  await db.execute(
    sql`declare ${cursor} no scroll cursor for
          select row_to_json(t)::text as line from ${sql.identifier(table.name)} t order by ${sql.raw(table.orderBy)}`,
  );
  const batch = table.hasLargeValues ? LARGE_BATCH_ROWS : BATCH_ROWS;
  try {
    for (;;) {
      const rows = await queryRows<{ line: string }>(db, sql`fetch ${sql.raw(String(batch))} from ${cursor}`);
      if (rows.length > 0) yield rows.map((row) => row.line);
      if (rows.length < batch) break;
    }
  } finally {
    // After a failed fetch the transaction is aborted and its rollback drops the cursor anyway.
    await db.execute(sql`close ${cursor}`).catch(() => {});
  }
}
