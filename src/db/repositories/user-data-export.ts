import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../client.js";
import {
  messages,
  microUis,
  queuedMessages,
  reminders,
  threadParticipants,
  threads,
  userConsentEvents,
  users,
} from "../schema/index.js";

/**
 * Everything held about one person in seven statements: their row, then together their threads,
 * those threads' messages (one statement however many threads, on the thread index; 10,000
 * messages are a few MB), their reminders, the reminder firings and consent entries by phone
 * (indexed), and the pages made for them (micro_uis has no user index: a scan, fine for the thousands of pages an installation makes).
 */
export async function readUserData(db: Executor, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const theirThreads = db
    .select({ id: threadParticipants.thread_id })
    .from(threadParticipants)
    .where(eq(threadParticipants.user_id, userId));
  const [threadRows, messageRows, reminderRows, firingRows, microUiRows, consentRows] = await Promise.all([
    db.select().from(threads).where(inArray(threads.id, theirThreads)).orderBy(asc(threads.id)),
    db
      .select({
        id: messages.id,
        thread_id: messages.thread_id,
        created_at: messages.created_at,
        sender_role: messages.sender_role,
        sender: messages.sender,
        recipient: messages.recipient,
        content: messages.content,
        media: messages.media,
        media_url: messages.media_url,
        transcript: messages.transcript,
        kind: messages.kind,
        delivery_status: messages.delivery_status,
        sent_at: messages.sent_at,
        ai_cost: messages.ai_cost,
        sms_cost: messages.sms_cost,
      })
      .from(messages)
      .where(inArray(messages.thread_id, theirThreads))
      .orderBy(asc(messages.thread_id), asc(messages.created_at), asc(messages.id)),
    db.select().from(reminders).where(eq(reminders.user_id, userId)).orderBy(asc(reminders.id)),
    db
      .select()
      .from(queuedMessages)
      .where(and(eq(queuedMessages.recipient, user.phone_number), eq(queuedMessages.type, "reminder")))
      .orderBy(asc(queuedMessages.scheduled_for), asc(queuedMessages.id)),
    db.select().from(microUis).where(eq(microUis.user_id, userId)).orderBy(asc(microUis.id)),
    db
      .select()
      .from(userConsentEvents)
      .where(eq(userConsentEvents.phone_number, user.phone_number))
      .orderBy(asc(userConsentEvents.id)),
  ]);
  return {
    user,
    threads: threadRows,
    messages: messageRows,
    reminders: reminderRows,
    reminderFirings: firingRows,
    microUis: microUiRows,
    consent: consentRows,
  };
}

export type UserData = NonNullable<Awaited<ReturnType<typeof readUserData>>>;
