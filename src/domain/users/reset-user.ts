import type { Database } from "../../db/client.js";
import { deleteConversationQueuedMessages } from "../../db/repositories/queued-messages.js";
import { deleteUserReminders } from "../../db/repositories/reminders.js";
import { deleteThreads, soleParticipantThreadIds } from "../../db/repositories/threads.js";
import { findUserWithThreadCount, lockUser, updateUser } from "../../db/repositories/users.js";
import { AppError } from "../app-error.js";

/**
 * Spec 000 section 4, "Reset user", in one transaction: the profile, referral info and activity
 * data are cleared; threads where the user is the only participant are deleted with their messages
 * and the user's queued items and reminders. Group threads, the tier, the user's own referral code (others may
 * hold it), time zone, opt-out and team flag are kept: nothing else is touched.
 */
export async function resetUser(db: Database, userId: number) {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw AppError.notFound("User not found");

    await deleteThreads(tx, await soleParticipantThreadIds(tx, userId));
    await deleteConversationQueuedMessages(tx, user.phone_number);
    await deleteUserReminders(tx, userId);
    await updateUser(tx, userId, {
      profile: "",
      referred_by: null,
      referral_count: 0,
      bonus_messages: 0,
      total_messages_sent: 0,
      free_messages_used: 0,
      last_active: null,
    });

    const reset = await findUserWithThreadCount(tx, userId);
    if (!reset) throw new Error(`user ${userId} vanished during reset`);
    return reset;
  });
}
