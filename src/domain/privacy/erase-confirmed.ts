import type { Database } from "../../db/client.js";
import { confirmedErasesReady } from "../../db/repositories/confirmed-erases.js";
import { recordAuditEntry } from "../audit/record-audit-entry.js";
import type { Clock } from "../clock.js";
import { eraseSummary } from "./erase-by-operator.js";
import { eraseUser } from "./erase-user.js";

/** A farewell still being retried after this no longer holds the erase back. */
export const FAREWELL_WAIT_MS = 5 * 60_000;
/** Erases per sweep; the next round takes the rest. */
const SWEEP_LIMIT = 20;

/**
 * The erase sweep (decision 036): erases each person who answered YES DELETE once their farewell
 * has left, each in one transaction with an audit entry that names no admin, no number and no
 * content. Several processes may sweep: the erase locks the person first, so one erases and the
 * others find nobody. How many were erased.
 */
export async function eraseConfirmedNow(db: Database, clock: Clock): Promise<number> {
  const ready = await confirmedErasesReady(
    db,
    new Date(clock.now().getTime() - FAREWELL_WAIT_MS),
    SWEEP_LIMIT,
  );
  let erased = 0;
  for (const userId of ready) {
    await db.transaction(async (tx) => {
      const counts = await eraseUser(tx, userId);
      if (!counts) return;
      erased++;
      await recordAuditEntry(tx, clock, {
        action: "erase",
        resourceType: "user",
        resourceId: userId,
        actor: null,
        summary: `${eraseSummary(counts)}; asked for by the person by text`,
      });
    });
  }
  return erased;
}
