import type { Executor } from "../client.js";
import { adminAuditLog } from "../schema/index.js";

export type NewAuditEntry = Omit<typeof adminAuditLog.$inferInsert, "id">;

/** Appends one entry; the table takes nothing else (decision 019). */
export async function insertAuditEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values(entry);
}
