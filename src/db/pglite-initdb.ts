import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** initdb takes 1–3 s; far longer means the child is stuck, and start-up should say so. */
const INITDB_TIMEOUT_MS = 120_000;

/**
 * Creates a new PGlite data directory (PostgreSQL's initdb) in a child process that then exits.
 * Run in the server's own process, initdb works in a second WebAssembly instance with a 128 MB
 * copy of the heap, and the server keeps about 60 MB of it for its whole life (decision 022). A
 * directory that already holds a database is left alone.
 */
export async function initialisePgliteDirectory(directory: string): Promise<void> {
  if (existsSync(join(directory, "PG_VERSION"))) return;
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1]).then((db) => db.close())`;
  try {
    await run(process.execPath, ["--eval", script, directory], { timeout: INITDB_TIMEOUT_MS });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    const reason = stderr ? stderr.split("\n").slice(-3).join(" ") : (error as Error).message;
    throw new Error(`Could not create the embedded database in ${directory}: ${reason}`);
  }
}
