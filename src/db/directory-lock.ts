import { createHash, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DataDirectoryInUseError, DirectoryNotWritableError } from "./directory-lock-errors.js";
import { type LockHolder, parseLockHolder } from "./lock-holder.js";
import { describeProcess, holderIsLive } from "./process-identity.js";

export interface DirectoryLock {
  path: string;
  release(): void;
}

const LOCK_FILE = "textpal.lock";
/** Rounds of "create, else judge the holder" before giving up: each ends a holder or finds one live. */
const ATTEMPTS = 5;
/** How long a stale lock's takeover by another live process is waited for; it takes a few syscalls. */
const TAKEOVER_WAIT_MS = 2000;
const TAKEOVER_POLL_MS = 5;

/**
 * Two PGlite instances on one directory silently lose data, so the directory gets an exclusive
 * lock file naming its holder: pid, the process's start time and the machine's boot id. A lock
 * whose holder is gone (a crash, kill -9, a container restarted with the same pid 1) is stale and
 * taken over; see docs/decisions/014 and, for processes taking over together, 027.
 */
export function acquireDirectoryLock(directory: string, lockFile = LOCK_FILE): DirectoryLock {
  const absolute = resolve(directory);
  const path = join(absolute, lockFile);
  const self = describeProcess(process.pid);
  const own = JSON.stringify(self);
  try {
    mkdirSync(absolute, { recursive: true });
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (createExclusively(path, own)) {
        removeLeftovers(absolute, lockFile);
        return { path, release: () => releaseIfOwned(path, self) };
      }
      const found = readText(path);
      if (found === null) continue;
      const holder = parseLockHolder(found);
      if (holder && holderIsLive(holder)) throw new DataDirectoryInUseError(absolute, holder.pid);
      removeStale(path, found, own);
    }
  } catch (error) {
    throw DirectoryNotWritableError.from(absolute, error);
  }
  throw new Error(`Could not take the lock ${path}; another process keeps recreating it.`);
}

/**
 * Creates `path` holding `text`, unless it exists. The text goes to a file of its own first and is
 * linked into place, as `link` fails if the name is taken: the file is never seen half written.
 */
function createExclusively(path: string, text: string): boolean {
  const temporary = `${path}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`;
  writeFileSync(temporary, text, { flag: "wx" });
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    removeQuietly(temporary);
  }
}

/**
 * Removes the stale lock reading `stale`, unless another process has the right to. Removing a
 * file is not exclusive: two processes that both judged it stale could each remove it, the second
 * removing the lock the first had just written. So the right goes to the one process that creates
 * a guard named after the stale lock's text, and it removes the lock only if the lock still reads
 * that text. A guard whose own holder died (a crash mid-takeover) is succeeded the same way, by a
 * guard named after both texts, so a crash never leaves the directory locked for good.
 */
function removeStale(path: string, stale: string, own: string): void {
  const succession = [stale];
  const deadline = performance.now() + TAKEOVER_WAIT_MS;
  while (performance.now() < deadline) {
    const guard = `${path}.takeover-${createHash("sha256").update(succession.join("\n")).digest("hex").slice(0, 16)}`;
    if (createExclusively(guard, own)) {
      if (readText(path) === stale) removeQuietly(path);
      removeQuietly(guard);
      return;
    }
    const guardText = readText(guard);
    if (guardText === null) return;
    const guardHolder = parseLockHolder(guardText);
    if (guardHolder && holderIsLive(guardHolder)) {
      if (readText(path) !== stale) return;
      sleepSync(TAKEOVER_POLL_MS);
    } else succession.push(guardText);
  }
  throw new Error(`Another process is taking over the stale lock ${path} and has not finished.`);
}

/**
 * Leftovers of processes that died mid-takeover, tidied by the lock's new holder. Every guard can
 * go: a guard counts only while the lock reads the stale text it is named after, and the lock is
 * this process's now. A temporary file goes once the process in its name has ended.
 */
function removeLeftovers(directory: string, lockFile: string): void {
  for (const name of readdirSync(directory)) {
    if (!name.startsWith(`${lockFile}.`)) continue;
    const temporaryOf = /\.tmp-(\d+)-[0-9a-f]+$/.exec(name)?.[1];
    const leftover =
      temporaryOf === undefined
        ? name.startsWith(`${lockFile}.takeover-`)
        : !holderIsLive({ pid: Number(temporaryOf), startedAt: null, bootId: null });
    if (leftover) removeQuietly(join(directory, name));
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/** The lock-taking code is synchronous (it runs once, before anything else opens the directory). */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function releaseIfOwned(path: string, self: LockHolder): void {
  const text = readText(path);
  const holder = text === null ? null : parseLockHolder(text);
  if (holder?.pid === self.pid && holder.startedAt === self.startedAt) removeQuietly(path);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone: nothing to remove.
  }
}
