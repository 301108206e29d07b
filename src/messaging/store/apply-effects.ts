import type { Executor } from "../../db/client.js";
import { markAdvertisementShown } from "../../db/repositories/advertising.js";
import { changeConsent } from "../../db/repositories/consent-events.js";
import { insertDataExport } from "../../db/repositories/data-exports.js";
import { setTranscript } from "../../db/repositories/messages.js";
import { creditReferrer, redeemReferralCodeUse } from "../../db/repositories/referral-codes.js";
import {
  cancelReminders,
  insertReminder,
  insertSnooze,
  rescheduleReminder,
  touchReminders,
} from "../../db/repositories/reminders.js";
import { flagNeedsPerson } from "../../db/repositories/thread-handover.js";
import { type UserRow, updateUser } from "../../db/repositories/users.js";
import { storeMicroUi } from "../../domain/micro-ui/create-micro-ui.js";
import { moveRemindersToZone } from "../../domain/reminders/move-to-zone.js";
import { reminderContent } from "../../domain/reminders/reminder-words.js";
import type { Effect } from "../rules/effects.js";

/** Applies what one inbound text changed, inside the transaction that stores its answer. */
export async function applyEffects(
  db: Executor,
  user: UserRow,
  threadId: number,
  effects: Effect[],
  now: Date,
): Promise<void> {
  const person = { userId: user.id, recipient: user.phone_number };
  for (const effect of effects) {
    switch (effect.type) {
      case "opt_out":
      case "opt_in":
        await changeConsent(db, user.phone_number, {
          action: effect.type,
          source: effect.source,
          message: effect.message ?? "",
          at: now,
        });
        break;
      case "referral":
        await redeemReferral(db, user, effect);
        break;
      case "count_free_message":
        // Counted with the text's other counters, in one statement for the whole batch.
        break;
      case "reminder":
        await insertReminder(db, person, { ...effect, content: reminderContent(effect.text) }, now);
        break;
      case "reminder_cancel":
        await cancelReminders(db, user.id, effect.ids, now);
        break;
      case "reminder_update":
        await rescheduleReminder(
          db,
          person,
          effect.id,
          { ...effect, content: reminderContent(effect.text) },
          now,
        );
        await touchReminders(db, [effect.id], now);
        break;
      case "reminder_snooze":
        await insertSnooze(db, effect.firingId, effect.at, now);
        break;
      case "profile":
        await updateUser(db, user.id, { profile: effect.profile });
        break;
      case "timezone":
        await updateUser(db, user.id, { timezone: effect.zone, timezone_confirmed: true });
        await moveRemindersToZone(db, person, effect.zone, now);
        break;
      case "ad_shown":
        await markAdvertisementShown(db, effect.source, effect.id, now);
        break;
      case "micro_ui":
        await storeMicroUi(db, effect, { threadId, userId: user.id }, now);
        break;
      case "transcript":
        await setTranscript(db, effect.messageId, effect.text);
        break;
      case "erase_requested":
        await updateUser(db, user.id, { erase_requested_at: now });
        break;
      case "erase_expired":
        await updateUser(db, user.id, { erase_requested_at: null });
        break;
      case "erase_confirmed":
        await updateUser(db, user.id, { erase_confirmed_at: now });
        break;
      case "whatsapp_off_notice":
        await updateUser(db, user.id, { whatsapp_off_notice_at: now });
        break;
      case "needs_person":
        await flagNeedsPerson(db, threadId, now);
        break;
      case "export_link":
        await insertDataExport(db, {
          tokenHash: effect.tokenHash,
          userId: user.id,
          createdAt: now,
          expiresAt: effect.expiresAt,
        });
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
