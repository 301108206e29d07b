import type { ArrivingText } from "../receive/inbound-text.js";
import type { StatusReport } from "../store/messaging-store.js";

/** A webhook the database could not take when it arrived, kept to be taken later. */
export type SpoolEntry = { kind: "text"; text: ArrivingText } | { kind: "status"; report: StatusReport };

/** One line of the spool file. */
export function formatEntry(entry: SpoolEntry): string {
  return `${JSON.stringify(entry)}\n`;
}

/**
 * The entries of a spool file. A crash can leave the last line half written (its webhook was
 * never answered 200, so Twilio's copy is the one that counts): it is skipped, as is any line
 * that is not an entry.
 */
export function parseEntries(content: string): { entries: SpoolEntry[]; unreadable: number } {
  const entries: SpoolEntry[] = [];
  let unreadable = 0;
  for (const line of content.split("\n")) {
    if (line.trim() === "") continue;
    const entry = readEntry(line);
    if (entry) entries.push(entry);
    else unreadable += 1;
  }
  return { entries, unreadable };
}

function readEntry(line: string): SpoolEntry | null {
  try {
    const value = JSON.parse(line) as Partial<SpoolEntry> & Record<string, unknown>;
    if (value.kind === "text" && typeof value.text === "object" && value.text) return value as SpoolEntry;
    if (value.kind === "status" && typeof value.report === "object" && value.report)
      return value as SpoolEntry;
    return null;
  } catch {
    return null;
  }
}
