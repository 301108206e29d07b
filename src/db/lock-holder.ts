/** Who holds a lock file, as written in it. */
export interface LockHolder {
  pid: number;
  /** The holder's start time in clock ticks since boot (Linux /proc), or null where unknown. */
  startedAt: string | null;
  /** The machine's boot id when the lock was taken, or null where unknown. */
  bootId: string | null;
}

/** What the process asking for the lock sees now. */
export interface LockObservation {
  ownPid: number;
  bootId: string | null;
  /** Whether some process with the holder's pid exists now. */
  holderAlive: boolean;
  /** That process's start time now, or null where unknown. */
  holderStartedAt: string | null;
}

/**
 * Whether a lock's holder still runs. A pid alone is not enough: in a container every run is
 * pid 1, and after a reboot pids are reused, so the pid must also have started when the holder
 * did, on the same boot. Without a recorded start time (an old lock, or no /proc) the pid decides,
 * except that a lock naming the asker's own pid cannot be a live other process's.
 */
export function lockHolderIsLive(holder: LockHolder, now: LockObservation): boolean {
  if (!now.holderAlive) return false;
  if (holder.bootId !== null && now.bootId !== null && holder.bootId !== now.bootId) return false;
  if (holder.startedAt !== null && now.holderStartedAt !== null)
    return holder.startedAt === now.holderStartedAt;
  return holder.pid !== now.ownPid;
}

/** The holder a lock file names; a bare pid is how locks were written before start times were recorded. */
export function parseLockHolder(text: string): LockHolder | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), startedAt: null, bootId: null };
  try {
    const parsed = JSON.parse(trimmed) as Partial<LockHolder>;
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
