import type { Executor } from "../../db/client.js";
import { markAdvertisementShown } from "../../db/repositories/advertising.js";
import { insertQueuedMessage } from "../../db/repositories/queued-messages.js";
import { creditReferrer, redeemReferralCodeUse } from "../../db/repositories/referral-codes.js";
import { setOptOut, type UserRow, updateUser } from "../../db/repositories/users.js";
import { storeMicroUi } from "../../domain/micro-ui/create-micro-ui.js";
import type { Effect } from "../rules/effects.js";

/** Applies what one inbound text changed, inside the transaction that stores its answer. */
export async function applyEffects(
  db: Executor,
  user: UserRow,
  threadId: number,
  effects: Effect[],
  now: Date,
): Promise<void> {
  for (const effect of effects) {
    switch (effect.type) {
      case "opt_out":
        await setOptOut(db, user.phone_number, true, now);
        break;
      case "opt_in":
        await setOptOut(db, user.phone_number, false, now);
        break;
      case "referral":
        await redeemReferral(db, user, effect);
        break;
      case "count_free_message":
        // Counted with the text's other counters, in one statement for the whole batch.
        break;
      case "reminder":
        await insertQueuedMessage(db, {
          content: `Reminder: ${effect.text}`,
          recipient: user.phone_number,
          type: "reminder",
          scheduled_for: effect.at,
          created_at: now,
        });
        break;
      case "profile":
        await updateUser(db, user.id, { profile: effect.profile });
        break;
      case "timezone":
        await updateUser(db, user.id, { timezone: effect.zone, timezone_confirmed: true });
        break;
      case "ad_shown":
        await markAdvertisementShown(db, effect.source, effect.id, now);
        break;
      case "micro_ui":
        await storeMicroUi(db, effect, { threadId, userId: user.id }, now);
        break;
    }
  }
}

async function redeemReferral(
  db: Executor,
  user: UserRow,
  effect: Extract<Effect, { type: "referral" }>,
): Promise<void> {
  // The code may have filled up since it was checked; then this text simply does not count.
  if (!(await redeemReferralCodeUse(db, effect.codeId))) return;
  await updateUser(db, user.id, { referred_by: effect.code });
  if (effect.ownerUserId === null) return;
  await creditReferrer(db, effect.ownerUserId, effect.bonus);
}
