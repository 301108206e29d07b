import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../client.js";
import { queuedMessages } from "../schema/index.js";

export type NewQueuedMessage = typeof queuedMessages.$inferInsert;

export async function insertQueuedMessage(db: Executor, message: NewQueuedMessage) {
  const [row] = await db.insert(queuedMessages).values(message).returning();
  return row;
}

/**
 * Deletes what a user's own conversation queued for them (reminders and the like). Rows an
 * announcement created are the operators' and stay.
 */
export async function deleteConversationQueuedMessages(db: Executor, recipient: string): Promise<number> {
  const rows = await db
    .delete(queuedMessages)
    .where(and(eq(queuedMessages.recipient, recipient), isNull(queuedMessages.announcement_id)))
    .returning({ id: queuedMessages.id });
  return rows.length;
}
