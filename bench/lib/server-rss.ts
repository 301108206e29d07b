import { readFileSync } from "node:fs";

export interface ProcessMemory {
  /** Resident set size now, in bytes. */
  rss: number;
  /** The highest resident set size so far (VmHWM), in bytes. */
  peakRss: number;
}

/**
 * A process's memory as the kernel counts it (/proc/<pid>/status, Linux only), which is what an
 * operator's container limit is held against; the kernel reports it in KiB.
 */
export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(status);
    if (!match?.[1]) throw new Error(`no ${field} in /proc/${pid}/status`);
    return Number(match[1]) * 1024;
  };
  return { rss: kib("VmRSS"), peakRss: kib("VmHWM") };
}
