import { randomBytes } from "node:crypto";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.js";
import { adminQuery, ensurePostgresTemplate, pgliteSnapshot } from "./database-snapshots.js";

export type TestDatabaseKind = "pglite" | "postgres";

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the migrated dump,
 * or a new database on the TEST_DATABASE_URL server copied from the migrated template and dropped
 * again on close (test/helpers/database-snapshots.ts).
 */
export async function openTestDatabase(kind = testDatabaseKind()): Promise<DatabaseHandle> {
  if (kind === "pglite") return openDatabase({ kind: "pglite-memory", snapshot: await pgliteSnapshot() });
  const scratch = await createScratchPostgresDatabase({ migrated: true });
  const handle = await openDatabase({
    kind: "postgres",
    url: scratch.url,
    poolSize: Number(process.env.TEST_POOL_SIZE ?? 5),
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A database on the TEST_DATABASE_URL server, for a test and the processes it starts: empty, or
 * `migrated` (a copy of the migrated template).
 */
export async function createScratchPostgresDatabase({ migrated = false } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL must be set for PostgreSQL tests");
  const name = `textpal_test_${randomBytes(6).toString("hex")}`;
  const template = migrated ? ` template ${await ensurePostgresTemplate(serverUrl)}` : "";
  await adminQuery(serverUrl, `create database ${name}${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
