import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { threadParticipants, threads } from "../schema/index.js";

export type ThreadRow = typeof threads.$inferSelect;

export async function findThreadById(db: Executor, id: number): Promise<ThreadRow | undefined> {
  const [row] = await db.select().from(threads).where(eq(threads.id, id));
  return row;
}

export async function findThread(db: Executor, systemNumber: string, participants: string[]) {
  const [row] = await db
    .select()
    .from(threads)
    .where(and(eq(threads.system_number, systemNumber), eq(threads.participants, participants)));
  return row;
}

/** One thread per system number and set of participants; concurrent first texts end up in the same one. */
export async function findOrCreateThread(
  db: Executor,
  systemNumber: string,
  participants: string[],
  participantIds: number[],
): Promise<ThreadRow> {
  const [created] = await db
    .insert(threads)
    .values({ system_number: systemNumber, participants, is_group_chat: participants.length > 1 })
    .onConflictDoNothing({ target: [threads.system_number, threads.participants] })
    .returning();
  const thread = created ?? (await findThread(db, systemNumber, participants));
  if (!thread) throw new Error(`thread for ${systemNumber} vanished during creation`);
  if (created) {
    await db
      .insert(threadParticipants)
      .values(participantIds.map((user_id) => ({ thread_id: thread.id, user_id })))
      .onConflictDoNothing();
  }
  return thread;
}

export async function recordThreadMessage(db: Executor, threadId: number, content: string, at: Date) {
  await db
    .update(threads)
    .set({
      message_count: sql`${threads.message_count} + 1`,
      last_message: content,
      last_message_at: at,
      updated_at: at,
    })
    .where(eq(threads.id, threadId));
}
