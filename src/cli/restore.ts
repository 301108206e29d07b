import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { type Env, loadEnv } from "../config/env.js";
import { readBackupHeader, refuseNewerBackup, restoreBackup } from "../db/backup/restore-backup.js";
import type { TableChecksums } from "../db/backup/table-checksums.js";
import { type DatabaseHandle, openDatabase } from "../db/client.js";
import type { MigrationTarget } from "../db/migrate.js";
import { latestBuildMigration } from "../db/schema-version.js";
import { exitOnCommandError } from "./command-error.js";

const USAGE = `Usage: npm run restore -- FILE

Restores the backup FILE into the database DATABASE_URL or DATA_DIR points at, which must be empty:
a new DATA_DIR, or a new PostgreSQL database. The whole file is checked before anything is written.
On PGlite the server must not be running. A backup of an older schema is restored at its own schema
and then migrated to this build's.`;

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: "boolean" } },
  });
  const file = positionals[0];
  if (values.help || !file || positionals.length > 1) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const path = resolve(file);
  const header = await readBackupHeader(path);
  refuseNewerBackup(header, path);
  const build = latestBuildMigration();
  const env = loadEnv();
  const older = header.schema.when < build.when;
  const started = performance.now();
  const database = await open(env, { upTo: header.schema.when });
  let checksums: TableChecksums;
  try {
    const summary = await restoreBackup(database, path);
    checksums = summary.checksums;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Restored ${summary.rows.toLocaleString("en-US")} rows in ${summary.tables} tables into ${database.location} ` +
        `from ${path} (made on ${header.engine} at ${header.createdAt}, schema ${header.schema.tag}) in ${seconds} s.`,
    );
  } finally {
    await database.close();
  }
  console.log("\nEach table's rows and checksum, read back from the database (the backup's own):");
  for (const [table, { rows, sha256 }] of Object.entries(checksums))
    console.log(`  ${table.padEnd(28)} ${String(rows).padStart(10)}  ${sha256}`);
  if (older) {
    // Migrations that came after the backup now bring its data to this build's schema.
    await (await open(env, "all")).close();
    console.log(`\nThen migrated from ${header.schema.tag} to ${build.tag}.`);
  }
}

function open(env: Env, migrate: MigrationTarget): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ kind: "postgres", url: env.DATABASE_URL, migrate })
    : openDatabase({ kind: "pglite", dataDir: env.DATA_DIR, migrate });
}

run(process.argv.slice(2)).catch(exitOnCommandError);
