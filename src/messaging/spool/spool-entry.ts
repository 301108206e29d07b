import { z } from "zod";
import type { ArrivingText } from "../receive/inbound-text.js";
import type { StatusReport } from "../store/messaging-store.js";

/** A webhook the database could not take when it arrived, kept to be taken later. */
export type SpoolEntry = { kind: "text"; text: ArrivingText } | { kind: "status"; report: StatusReport };

/**
 * What a line must hold to be replayed. Checked in full, field by field: a line of another shape
 * would fail in the replay, which retries a failure as if the database were at fault, holding up
 * the entries behind it. Fields it does not know are kept.
 */
const spoolEntry = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("text"),
    text: z.looseObject({
      provider: z.enum(["twilio", "mock"]),
      providerMessageId: z.string(),
      from: z.string(),
      to: z.string(),
      body: z.string(),
      media: z.array(z.object({ url: z.string(), content_type: z.string().nullable() })),
      messagingServiceSid: z.string().optional(),
      optOutType: z.string().optional(),
    }),
  }),
  z.object({
    kind: z.literal("status"),
    report: z.looseObject({
      provider: z.string(),
      providerMessageId: z.string(),
      status: z.string(),
      errorCode: z.string().nullable(),
    }),
  }),
]) satisfies z.ZodType<SpoolEntry>;

/** One line of the spool file. */
export function formatEntry(entry: SpoolEntry): string {
  return `${JSON.stringify(entry)}\n`;
}

/**
 * The entries of a spool file, and the lines that are not one: a last line a crash left half
 * written (its webhook was never answered 200, so Twilio's copy is the one that counts), or a line
 * damaged or edited by hand.
 */
export function parseEntries(content: string): { entries: SpoolEntry[]; unreadable: string[] } {
  const entries: SpoolEntry[] = [];
  const unreadable: string[] = [];
  for (const line of content.split("\n")) {
    if (line.trim() === "") continue;
    const entry = readEntry(line);
    if (entry) entries.push(entry);
    else unreadable.push(line);
  }
  return { entries, unreadable };
}

function readEntry(line: string): SpoolEntry | null {
  try {
    const parsed = spoolEntry.safeParse(JSON.parse(line));
    return parsed.success ? (parsed.data as SpoolEntry) : null;
  } catch {
    return null;
  }
}
