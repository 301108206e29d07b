import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import { afterAll, describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../src/config/node-flags.js";
import { openDatabase, PGLITE_START_PARAMS } from "../../src/db/client.js";
import { type SpawnedProcess, spawnMain } from "../helpers/spawn-main.js";
import { testDatabaseKind } from "../helpers/test-database.js";

/**
 * kill -9 while the embedded database commits, three times over on one directory. The memory
 * settings (decision 022) must cost no durability: every batch acknowledged before the kill is
 * there after a restart, no batch is half there, and amcheck finds every index and heap sound.
 */
const ROUNDS = 3;
const BATCH_ROWS = 20;
const dataDir = mkdtempSync(join(tmpdir(), "textpal-pglite-kill-"));
const writers: SpawnedProcess[] = [];
afterAll(() => {
  for (const writer of writers) writer.child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

function startWriter(): Promise<SpawnedProcess> {
  return spawnMain({
    name: "pglite writer",
    args: [dataDir, String(BATCH_ROWS)],
    env: {},
    nodeArgs: [],
    entry: [...SERVER_NODE_FLAGS, "--import", "tsx", "test/helpers/pglite-writer.ts"],
    timeoutMs: 60_000,
    isReady: (output) => /^acked \d+$/m.test(output),
  });
}

function lastAcked(output: string): number {
  return Math.max(...[...output.matchAll(/^acked (\d+)$/gm)].map((match) => Number(match[1])));
}

/** The directory opened as PGlite with amcheck, under the server's settings, for the checks only. */
async function inspect<T>(check: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create(join(dataDir, "pglite"), {
    extensions: { amcheck },
    startParams: PGLITE_START_PARAMS,
  });
  try {
    return await check(db);
  } finally {
    await db.close();
  }
}

describe.runIf(testDatabaseKind() === "pglite")("the embedded database killed mid-write", () => {
  it("keeps every acknowledged batch and stays consistent", async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const writer = await startWriter();
      writers.push(writer);
      const killAfterMs = 200 + Math.floor(Math.random() * 1500);
      await sleep(killAfterMs);
      writer.child.kill("SIGKILL");
      await writer.exited;
      const acked = lastAcked(writer.output());

      // The server's own way in: crash recovery, then the migrations.
      const reopened = await openDatabase({ kind: "pglite", dataDir });
      await reopened.close();

      const found = await inspect(async (db) => {
        const total = await db.query<{ batches: number; row_count: number }>(
          "select batches, row_count from durability_total where id = 1",
        );
        const rows = await db.query<{ batches: number; rows: number; partial: number; highest: number }>(
          `select count(distinct batch)::int as batches, count(*)::int as rows, coalesce(max(batch), 0) as highest,
             (select count(*)::int from (select batch from durability_rows group by batch
                having count(*) <> ${BATCH_ROWS}) as uneven) as partial
           from durability_rows`,
        );
        await db.exec("create extension if not exists amcheck");
        // Every B-tree index, the catalogs' too, checked against its table (heapallindexed).
        const indexes = await db.query<{ checked: number }>(
          `select count(bt_index_check(index => c.oid, heapallindexed => true))::int as checked
             from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
             where am.amname = 'btree' and c.relpersistence = 'p'`,
        );
        const heapFaults = await db.query<{ count: number }>(
          `select count(*)::int as count from pg_class c, lateral verify_heapam(c.oid)
             where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace`,
        );
        return {
          total: total.rows[0],
          rows: rows.rows[0],
          indexes: indexes.rows[0]?.checked ?? 0,
          heapFaults,
        };
      });
      console.log(
        `[pglite kill -9] round ${round}: killed after ${killAfterMs} ms, ${acked} batches acknowledged, ` +
          `${found.total?.batches} committed; ${found.indexes} indexes checked`,
      );
      expect(found.total?.batches).toBeGreaterThanOrEqual(acked);
      expect(found.rows).toEqual({
        batches: found.total?.batches,
        rows: found.total?.row_count,
        highest: found.total?.batches,
        partial: 0,
      });
      expect(found.total?.row_count).toBe((found.total?.batches ?? 0) * BATCH_ROWS);
      expect(found.heapFaults.rows[0]?.count).toBe(0);
    }
  }, 180_000);
});
