import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { messages, threadParticipants, users } from "../schema/index.js";

/** Users who texted at or after the instant, most recently active first. */
export async function usersActiveSince(db: Executor, since: Date, limit: number) {
  return db
    .select({ id: users.id, phone_number: users.phone_number, profile: users.profile })
    .from(users)
    .where(gte(users.last_active, since))
    .orderBy(desc(users.last_active))
    .limit(limit);
}

/** The user's own latest texts, newest first, read through their threads (indexed by thread). */
export async function latestTextsFrom(
  db: Executor,
  user: { id: number; phone_number: string },
  limit: number,
) {
  const rows = await db
    .select({ content: messages.content })
    .from(messages)
    .innerJoin(threadParticipants, eq(threadParticipants.thread_id, messages.thread_id))
    .where(
      and(
        eq(threadParticipants.user_id, user.id),
        eq(messages.sender, user.phone_number),
        eq(messages.sender_role, "user"),
        sql`${messages.content} <> ''`,
      ),
    )
    .orderBy(desc(messages.created_at))
    .limit(limit);
  return rows.map((row) => row.content);
}
