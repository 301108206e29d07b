import { readFileSync } from "node:fs";
import { type LockHolder, lockHolderIsLive } from "./lock-holder.js";

/** What a lock file says of the process that wrote it. */
export function describeProcess(pid: number): LockHolder {
  return { pid, startedAt: readStartTime(pid), bootId: readBootId() };
}

/** Whether the process a lock file names still runs, as far as this machine can tell. */
export function holderIsLive(holder: LockHolder): boolean {
  return lockHolderIsLive(holder, {
    ownPid: process.pid,
    bootId: readBootId(),
    holderAlive: isProcessAlive(holder.pid),
    holderStartedAt: readStartTime(holder.pid),
  });
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
