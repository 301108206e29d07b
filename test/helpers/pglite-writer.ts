import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/db/client.js";
import { queryRows } from "../../src/db/query-rows.js";

/**
 * A child process for the kill -9 test: opens the embedded database in the given directory exactly
 * as the server does, then commits batches until it is killed. Each transaction inserts the given number of rows and
 * adds them to a running total; "acked N" is printed only after batch N's commit has returned.
 */
const [dataDir, batchRows] = process.argv.slice(2);
if (!dataDir || !batchRows) throw new Error("usage: pglite-writer <data directory> <rows a batch>");

const BATCH_ROWS = Number(batchRows);
const { db } = await openDatabase({ kind: "pglite", dataDir });
await db.execute(sql`create table if not exists durability_rows (
  id bigserial primary key, batch integer not null, payload text not null)`);
await db.execute(sql`create index if not exists durability_rows_batch on durability_rows (batch)`);
await db.execute(sql`create table if not exists durability_total (
  id integer primary key, batches integer not null, row_count integer not null)`);
await db.execute(sql`insert into durability_total values (1, 0, 0) on conflict do nothing`);
const [start] = await queryRows<{ batches: number }>(
  db,
  sql`select batches from durability_total where id = 1`,
);

for (let batch = (start?.batches ?? 0) + 1; ; batch++) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into durability_rows (batch, payload)
      select ${batch}, repeat(md5(n::text), 8) from generate_series(1, ${BATCH_ROWS}) n`);
    await tx.execute(sql`update durability_total
      set batches = batches + 1, row_count = row_count + ${BATCH_ROWS} where id = 1`);
  });
  process.stdout.write(`acked ${batch}\n`);
}
