import { readFileSync } from "node:fs";

/** Linux reports CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

export interface CpuSnapshot {
  /** Busy time of every core of the machine (server, PostgreSQL, fakes, load generator alike). */
  machineMs: number;
  /** User and system time of the given processes. */
  processesMs: number;
}

/** CPU time used so far, from /proc; null where there is no /proc (not Linux). */
export function cpuSnapshot(pids: number[]): CpuSnapshot | null {
  try {
    return { machineMs: machineBusyMs(), processesMs: pids.reduce((sum, pid) => sum + ownTimeMs(pid), 0) };
  } catch {
    return null;
  }
}

/** The first line of /proc/stat: cpu user nice system idle iowait irq softirq steal ... */
function machineBusyMs(): number {
  const line = readFileSync("/proc/stat", "utf8").split("\n", 1)[0] ?? "";
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) * TICK_MS;
}

function ownTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name may hold spaces; the fields after it are fixed: utime and stime are 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** CPU milliseconds per unit of work between two snapshots, or NaN when unknown. */
export function cpuPerUnit(before: CpuSnapshot | null, after: CpuSnapshot | null, units: number) {
  if (!before || !after || units === 0) return { machine: Number.NaN, processes: Number.NaN };
  return {
    machine: (after.machineMs - before.machineMs) / units,
    processes: (after.processesMs - before.processesMs) / units,
  };
}
