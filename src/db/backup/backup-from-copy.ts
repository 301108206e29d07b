import { fork } from "node:child_process";
import { readdir, rm } from "node:fs/promises";
import { extname, join } from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import type { DatabaseHandle } from "../client.js";
import type { BackupSummary } from "./backup-format.js";

/** How a backup from a copy went: the time the copy held the database, the reading process's peak memory. */
export interface CopyFigures {
  copyMs: number;
  readerPeakRssBytes: number;
}

/** What the reading process sends back once its backup is written. */
export interface ReaderReport {
  summary: BackupSummary;
  peakRssBytes: number;
}

const COPY_PREFIX = "backup-copy-";
let copies = 0;

/**
 * A PGlite directory's backup: the data directory is copied while no statement runs
 * (DatabaseHandle.copyDataDirectory), then a child process opens the copy and writes the backup
 * from it, so the server waits only for the copy and keeps none of the reading's memory.
 */
export async function backupFromCopy(
  handle: DatabaseHandle,
  out: Writable,
  createdAt: string,
  onCopy?: (figures: CopyFigures) => void,
): Promise<BackupSummary> {
  const dataDir = handle.location;
  await removeLeftoverCopies(dataDir);
  copies += 1;
  const copyDir = join(dataDir, `${COPY_PREFIX}${process.pid}-${copies}`);
  try {
    const started = performance.now();
    await (handle.copyDataDirectory as (into: string) => Promise<void>)(join(copyDir, "pglite"));
    const copyMs = performance.now() - started;
    const report = await readCopy(copyDir, createdAt, out);
    onCopy?.({ copyMs, readerPeakRssBytes: report.peakRssBytes });
    return report.summary;
  } finally {
    await rm(copyDir, { recursive: true, force: true });
  }
}

/** Copies another process left behind when it died mid-backup; this process's own are in use. */
async function removeLeftoverCopies(dataDir: string): Promise<void> {
  const own = `${COPY_PREFIX}${process.pid}-`;
  for (const name of await readdir(dataDir))
    if (name.startsWith(COPY_PREFIX) && !name.startsWith(own))
      await rm(join(dataDir, name), { recursive: true, force: true });
}

/**
 * The reader runs ./read-copy (beside this module in src and dist, beside the entry in a bundle),
 * through tsx when this runs from TypeScript source.
 */
function readerEntry(): { path: string; execArgv: string[] } {
  const own = fileURLToPath(import.meta.url);
  const extension = extname(own);
  const path = fileURLToPath(new URL(`./read-copy${extension}`, import.meta.url));
  return {
    path,
    execArgv: extension === ".ts" ? [...process.execArgv, "--import", "tsx"] : process.execArgv,
  };
}

async function readCopy(copyDir: string, createdAt: string, out: Writable): Promise<ReaderReport> {
  const entry = readerEntry();
  const child = fork(entry.path, [copyDir, createdAt], {
    execArgv: entry.execArgv,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let report: ReaderReport | undefined;
  let stderr = "";
  child.on("message", (message) => {
    report = message as ReaderReport;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => resolve(code));
  });
  try {
    await pipeline(child.stdout as NodeJS.ReadableStream, out);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  const code = await exited;
  if (code !== 0 || !report) {
    const reason = stderr.trim().split("\n").slice(-3).join(" ") || `it exited with code ${code}`;
    throw new Error(`The backup's reader of the database copy failed: ${reason}`);
  }
  return report;
}
