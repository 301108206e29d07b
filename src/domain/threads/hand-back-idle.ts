import type { Database } from "../../db/client.js";
import { readSettings } from "../../db/repositories/settings.js";
import { handBackIdleThreads } from "../../db/repositories/thread-handover.js";
import { recordAuditEntry } from "../audit/record-audit-entry.js";
import type { Clock } from "../clock.js";
import { idleSince, takeoverTimeoutHours } from "./assistant-pause.js";

/** How often the scheduler looks for taken threads whose operator went silent. */
export const HAND_BACK_SWEEP_MS = 60_000;

/**
 * Hands back to the assistant every thread whose operator has written nothing for
 * TAKEOVER_TIMEOUT_HOURS, each with an audit entry in the same transaction; how many.
 */
export async function handBackIdleThreadsNow(db: Database, clock: Clock): Promise<number> {
  const hours = takeoverTimeoutHours((await readSettings(db)).TAKEOVER_TIMEOUT_HOURS);
  return db.transaction(async (tx) => {
    const ids = await handBackIdleThreads(tx, idleSince(clock.now(), hours));
    for (const id of ids) {
      await recordAuditEntry(tx, clock, {
        action: "hand_back",
        resourceType: "thread",
        resourceId: id,
        actor: null,
        summary: `handed back by itself after ${hours} hours without an operator's message`,
      });
    }
    return ids.length;
  });
}
