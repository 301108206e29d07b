import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type LockHolder, lockHolderIsLive } from "./lock-holder.js";

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
 * lock file naming its holder: pid, the process's start time and the machine's boot id. A lock
 * whose holder is gone (a crash, kill -9, a container restarted with the same pid 1) is stale and
 * taken over; see docs/decisions/014.
 */
export function acquireDirectoryLock(directory: string, lockFile = LOCK_FILE): DirectoryLock {
  const absolute = resolve(directory);
  mkdirSync(absolute, { recursive: true });
  const path = join(absolute, lockFile);
  const self = describeProcess(process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(self), { flag: "wx" });
      return { path, release: () => releaseIfOwned(path, self) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(path);
    if (holder && isLive(holder)) throw new DataDirectoryInUseError(absolute, holder.pid);
    removeQuietly(path);
  }
  throw new Error(`Could not take the lock ${path}; another process keeps recreating it.`);
}

function isLive(holder: LockHolder): boolean {
  return lockHolderIsLive(holder, {
    ownPid: process.pid,
    bootId: readBootId(),
    holderAlive: isProcessAlive(holder.pid),
    holderStartedAt: readStartTime(holder.pid),
  });
}

function describeProcess(pid: number): LockHolder {
  return { pid, startedAt: readStartTime(pid), bootId: readBootId() };
}

/** The lock's holder; a bare pid is how locks were written before start times were recorded. */
function readHolder(path: string): LockHolder | null {
  let text: string;
  try {
    text = readFileSync(path, "utf8").trim();
  } catch {
    return null;
  }
  if (/^\d+$/.test(text)) return { pid: Number(text), startedAt: null, bootId: null };
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(parsed.pid) || (parsed.pid ?? 0) <= 0) return null;
    return {
      pid: parsed.pid as number,
      startedAt: typeof parsed.startedAt === "string" ? parsed.startedAt : null,
      bootId: typeof parsed.bootId === "string" ? parsed.bootId : null,
    };
  } catch {
    return null;
  }
}

/** Clock ticks since boot at which the process started (Linux), or null where /proc is missing. */
function readStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function readBootId(): string | null {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
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

function releaseIfOwned(path: string, self: LockHolder): void {
  const holder = readHolder(path);
  if (holder?.pid === self.pid && holder.startedAt === self.startedAt) removeQuietly(path);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone: nothing to release.
  }
}
