import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { isDeadlock } from "../../db/constraint-violations.js";
import {
  ERASE_STEPS,
  type EraseStep,
  type EraseTally,
  lockPersonForErase,
} from "../../db/repositories/erase-person.js";
import type { EraseCounts } from "../../shared/privacy.js";
import { nationalDigits } from "./phone-forms.js";

/**
 * Erases everything held about one person in one transaction (decision 036): an erase that fails
 * half-way leaves everything as it was. Totals and costs keep their aggregates; an opt-out lives on
 * as a salted hash. `steps` is every table's part, in order; the erase proof test leaves one out at
 * a time to show each is needed. Null when there is no such user.
 */
export async function eraseUser(
  db: Executor,
  userId: number,
  steps: readonly EraseStep[] = ERASE_STEPS,
): Promise<EraseCounts | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await eraseOnce(db, userId, steps);
    } catch (error) {
      // A text being stored into their thread holds its new row while it waits for the thread the
      // erase has locked; deleting that row waits for the text: PostgreSQL ends one of the two. If
      // it ends the erase, nothing was written; once the text is in, the erase takes it too.
      if (!isDeadlock(error) || attempt === MAX_ERASE_ATTEMPTS) throw error;
    }
  }
}

const MAX_ERASE_ATTEMPTS = 3;

function eraseOnce(db: Executor, userId: number, steps: readonly EraseStep[]): Promise<EraseCounts | null> {
  return db.transaction(async (tx) => {
    const found = await lockPersonForErase(tx, userId);
    if (!found) return null;
    // Deleting their messages must not take them out of the dashboard's totals and costs.
    await tx.execute(sql`set local textpal.keep_totals = 'on'`);
    const person = { id: userId, phoneDigits: nationalDigits(found.phone), ...found };
    const tally: EraseTally = {
      messages: 0,
      threads: 0,
      media: 0,
      queued_messages: 0,
      reminders: 0,
      micro_uis: 0,
      consent_events: 0,
      referral_codes: 0,
      data_exports: 0,
      audit_entries_redacted: 0,
      suppressed: false,
    };
    for (const step of steps) await step.run(tx, person, tally);
    return { user_id: userId, ...tally };
  });
}
