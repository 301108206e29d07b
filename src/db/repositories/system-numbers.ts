import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";
import { systemNumbers } from "../schema/index.js";

export type SystemNumberRow = typeof systemNumbers.$inferSelect;

export async function findSystemNumber(db: Executor, number: string): Promise<SystemNumberRow | undefined> {
  const [row] = await db.select().from(systemNumbers).where(eq(systemNumbers.number, number));
  return row;
}

export async function findActiveSystemNumber(db: Executor, number: string) {
  const [row] = await db
    .select()
    .from(systemNumbers)
    .where(and(eq(systemNumbers.number, number), eq(systemNumbers.is_active, true)));
  return row;
}

/**
 * Reserves the number's next send slot and returns when it starts. Slots are spaced
 * 1/messages_per_second apart in one row update, so all processes together keep the carrier's
 * rate; null when the number is not ours to limit.
 */
export async function reserveSendSlot(db: Executor, number: string, now: Date): Promise<Date | null> {
  const rows = await queryRows<{ slot: Date | string }>(
    db,
    sql`update ${systemNumbers}
      set next_send_at = greatest(coalesce(next_send_at, ${now}), ${now})
        + make_interval(secs => 1.0 / messages_per_second)
      where number = ${number}
      returning next_send_at - make_interval(secs => 1.0 / messages_per_second) as slot`,
  );
  const slot = rows[0]?.slot;
  return slot === undefined ? null : new Date(slot);
}

export type NewSystemNumber = typeof systemNumbers.$inferInsert;

/** Active numbers first, then by when they were added. */
export async function listSystemNumbers(db: Executor): Promise<SystemNumberRow[]> {
  return db
    .select()
    .from(systemNumbers)
    .orderBy(desc(systemNumbers.is_active), asc(systemNumbers.created_at), asc(systemNumbers.id));
}

/** Inserts the number; undefined when it is already configured. */
export async function insertSystemNumber(db: Executor, values: NewSystemNumber) {
  const [row] = await db
    .insert(systemNumbers)
    .values(values)
    .onConflictDoNothing({ target: systemNumbers.number })
    .returning();
  return row;
}

export async function updateSystemNumber(db: Executor, id: number, changes: Partial<NewSystemNumber>) {
  const [row] = await db.update(systemNumbers).set(changes).where(eq(systemNumbers.id, id)).returning();
  return row;
}
