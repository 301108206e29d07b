import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.js";

export type TestDatabaseKind = "pglite" | "postgres";

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database on the
 * TEST_DATABASE_URL server that is dropped again on close.
 */
export async function openTestDatabase(kind = testDatabaseKind()): Promise<DatabaseHandle> {
  if (kind === "pglite") return openDatabase({ kind: "pglite-memory" });
  const scratch = await createScratchPostgresDatabase();
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

/** An empty database on the TEST_DATABASE_URL server, for a test and the processes it starts. */
export async function createScratchPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL must be set for PostgreSQL tests");
  const name = `textpal_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
