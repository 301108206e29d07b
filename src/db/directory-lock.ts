import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export class DataDirectoryInUseError extends Error {
  constructor(
    readonly directory: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${directory} is already in use by another Textpal process (pid ${ownerPid}). ` +
        "Only one process may open an embedded database. Stop the other process, choose another DATA_DIR, " +
        "or set DATABASE_URL to share a PostgreSQL server between processes.",
    );
    this.name = "DataDirectoryInUseError";
  }
}

export interface DirectoryLock {
  path: string;
  release(): void;
}

const LOCK_FILE = "textpal.lock";

/**
 * Two PGlite instances on one directory silently lose data, so the directory gets an exclusive
 * lock file holding the owner's pid. A lock whose process is gone (a crash or kill -9) is stale
 * and taken over.
 */
export function acquireDirectoryLock(directory: string): DirectoryLock {
  const absolute = resolve(directory);
  mkdirSync(absolute, { recursive: true });
  const path = join(absolute, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: "wx" });
      return { path, release: () => releaseIfOwned(path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwnerPid(path);
    if (owner !== null && isProcessAlive(owner)) throw new DataDirectoryInUseError(absolute, owner);
    removeQuietly(path);
  }
  throw new Error(`Could not take the lock ${path}; another process keeps recreating it.`);
}

function readOwnerPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function releaseIfOwned(path: string): void {
  if (readOwnerPid(path) === process.pid) removeQuietly(path);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone: nothing to release.
  }
}
