import { createWriteStream, existsSync, renameSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { join, resolve } from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { type Env, loadEnv } from "../config/env.js";
import { BackupRefusedError } from "../db/backup/backup-errors.js";
import { backupInTransaction } from "../db/backup/backup-in-transaction.js";
import { readBackup } from "../db/backup/backup-reader.js";
import { backupSocketPath } from "../db/backup/backup-socket.js";
import { type DatabaseHandle, openDatabase } from "../db/client.js";
import { DataDirectoryInUseError } from "../db/directory-lock-errors.js";
import { CommandError, describeWriteError, exitOnCommandError } from "./command-error.js";

const USAGE = `Usage: npm run backup -- --out FILE

Writes a backup of the database (DATABASE_URL, or the embedded database in DATA_DIR) to FILE, a new
file: gzip of newline-delimited JSON that npm run restore reads on either database. On PGlite a
running server makes the backup for this command; with none running the command opens DATA_DIR.`;

interface Written {
  schema: string;
  tables: number;
  rows: number;
}

async function run(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { out: { type: "string" }, help: { type: "boolean" } },
  });
  if (values.help || !values.out) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const file = resolve(values.out);
  if (existsSync(file)) throw new CommandError(`${file} exists already; give the backup a new name.`);
  const env = loadEnv();
  const started = performance.now();
  const partial = `${file}.partial`;
  let written: Written;
  try {
    written = await writeTo(env, createWriteStream(partial), partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw describeWriteError(file, error);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backup written to ${file}: ${written.tables} tables, ${written.rows.toLocaleString("en-US")} rows, ` +
      `schema ${written.schema}, in ${seconds} s.`,
  );
}

async function writeTo(env: Env, out: Writable, partial: string): Promise<Written> {
  if (env.DATABASE_URL)
    return backupDirectly(await openForBackup({ kind: "postgres", url: env.DATABASE_URL }), out);
  if (!existsSync(join(env.DATA_DIR, "pglite", "PG_VERSION")))
    throw new CommandError(
      `There is no embedded database in DATA_DIR (${resolve(env.DATA_DIR)}), so there is nothing to back up. ` +
        "Set DATA_DIR to the server's, or DATABASE_URL for a PostgreSQL database.",
    );
  const socketPath = backupSocketPath(env.DATA_DIR);
  if (await fetchFromServer(socketPath, out)) return verifyReceived(partial);
  try {
    return await backupDirectly(await openForBackup({ kind: "pglite", dataDir: env.DATA_DIR }), out);
  } catch (error) {
    if (error instanceof DataDirectoryInUseError)
      throw new CommandError(
        `The server that owns ${error.directory} (pid ${error.ownerPid}) does not answer on ${socketPath}. ` +
          "It may still be starting, or be a build from before backups: wait for it, or restart it with this build, then run the backup again.",
      );
    throw error;
  }
}

/** Opens the database as it stands: a backup applies no migrations. */
function openForBackup(options: { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string }) {
  return openDatabase({ ...options, migrate: "none" });
}

async function backupDirectly(handle: DatabaseHandle, out: Writable): Promise<Written> {
  try {
    return await backupInTransaction(handle, out, new Date().toISOString());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).syscall === "write") throw error;
    throw new CommandError(`Could not read the database at ${handle.location}: ${(error as Error).message}`);
  } finally {
    await handle.close();
  }
}

/**
 * Asks the server that owns DATA_DIR for a backup and writes what it sends to `out`. False when
 * no server listens there, so the command may open the directory itself.
 */
async function fetchFromServer(socketPath: string, out: Writable): Promise<boolean> {
  const socket = connect(socketPath);
  try {
    await new Promise<void>((resolveConnect, reject) => {
      socket.once("connect", resolveConnect);
      socket.once("error", reject);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ECONNREFUSED") return false;
    throw new CommandError(`Could not reach the server on ${socketPath}: ${(error as Error).message}`);
  }
  try {
    await pipeline(socket, out);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).syscall === "write") throw error;
    throw new CommandError(
      `The server stopped sending the backup (${(error as Error).message}); its log says why. Nothing was kept.`,
    );
  }
  return true;
}

/** The server cuts the connection when its backup fails: only a file that checks out whole counts. */
async function verifyReceived(file: string): Promise<Written> {
  const written = { schema: "", tables: 0, rows: 0 };
  try {
    for await (const event of readBackup(file)) {
      if (event.kind === "header") written.schema = event.header.schema.tag;
      if (event.kind === "end") Object.assign(written, event.totals);
    }
  } catch (error) {
    if (!(error instanceof BackupRefusedError)) throw error;
    throw new CommandError(
      `The server's backup did not arrive whole (${error.message}); its log says why. Nothing was kept.`,
    );
  }
  return written;
}

run(process.argv.slice(2)).catch(exitOnCommandError);
