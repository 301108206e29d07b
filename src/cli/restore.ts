import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadEnv } from "../config/env.js";
import { restoreInto } from "../db/backup/restore-into.js";
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
  const env = loadEnv();
  const started = performance.now();
  const outcome = await restoreInto(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: env.DATA_DIR },
    path,
  );
  const { header } = outcome;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Restored ${outcome.rows.toLocaleString("en-US")} rows in ${outcome.tables} tables into ${outcome.location} ` +
      `from ${path} (made on ${header.engine} at ${header.createdAt}, schema ${header.schema.tag}) in ${seconds} s.`,
  );
  console.log(
    "\nEach table's rows and checksum, read back from the database before committing (the backup's own):",
  );
  for (const [table, { rows, sha256 }] of Object.entries(outcome.checksums))
    console.log(`  ${table.padEnd(28)} ${String(rows).padStart(10)}  ${sha256}`);
  if (outcome.migratedTo) console.log(`\nThen migrated from ${header.schema.tag} to ${outcome.migratedTo}.`);
}

run(process.argv.slice(2)).catch(exitOnCommandError);
