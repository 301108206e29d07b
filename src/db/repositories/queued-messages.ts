import type { Executor } from "../client.js";
import { queuedMessages } from "../schema/index.js";

export type NewQueuedMessage = typeof queuedMessages.$inferInsert;

export async function insertQueuedMessage(db: Executor, message: NewQueuedMessage) {
  const [row] = await db.insert(queuedMessages).values(message).returning();
  return row;
}
