import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { projectRoot } from "../../src/config/paths.js";
import { openDatabase } from "../../src/db/client.js";
import { findAdminByPhone } from "../../src/db/repositories/admins.js";
import { migratedDataDir } from "./database-snapshots.js";
import { bundledEntry } from "./server-bundle.js";
import { createScratchPostgresDatabase, testDatabaseKind } from "./test-database.js";

const run = promisify(execFile);

/**
 * The admin CLI (`src/cli/admin.ts`, bundled) on a database of its own on this file's engine: a
 * migrated DATA_DIR for PGlite, a scratch database for PostgreSQL. Each call is a process that
 * opens the database, as an operator's would.
 */
export async function adminCliFixture() {
  let env: Record<string, string>;
  let cleanup = async () => {};
  if (testDatabaseKind() === "postgres") {
    const scratch = await createScratchPostgresDatabase();
    env = { DATABASE_URL: scratch.url };
    cleanup = scratch.drop;
  } else {
    env = { DATA_DIR: migratedDataDir("textpal-cli-") };
  }

  const cli = (...args: string[]) =>
    run(process.execPath, [bundledEntry("admin"), ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", ...env },
    });

  async function storedHash(phone: string) {
    const database = env.DATABASE_URL
      ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
      : await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR ?? "" });
    try {
      return (await findAdminByPhone(database.db, phone))?.password_hash ?? "";
    } finally {
      await database.close();
    }
  }

  return { cli, storedHash, cleanup: () => cleanup() };
}

export type AdminCli = Awaited<ReturnType<typeof adminCliFixture>>;
