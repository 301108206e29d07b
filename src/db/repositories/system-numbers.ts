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

/** How far before a grid point (a multiple of 1/messages_per_second) a slot is moved onto it. */
const SLOT_SNAP_SECONDS = 0.05;

/**
 * Reserves the number's next send slot and returns when it starts. Slots are spaced
 * 1/messages_per_second apart in one row update, so all processes together keep the carrier's
 * rate; null when the number is not ours to limit. A burst starting just before a grid point
 * starts on it instead: its slots then sit on the grid, which for a whole-number rate holds
 * each calendar second's boundary, so a send a few milliseconds late never lands in the next
 * second next to that second's full share.
 */
export async function reserveSendSlot(db: Executor, number: string, now: Date): Promise<Date | null> {
  const earliest = sql`greatest(coalesce(next_send_at, ${now}), ${now})`;
  const gridPoint = sql`ceil(extract(epoch from ${earliest}) * messages_per_second) / messages_per_second`;
  const gap = sql`(${gridPoint} - extract(epoch from ${earliest}))`;
  const start = sql`case when ${gap} > 0 and ${gap} < ${SLOT_SNAP_SECONDS} then to_timestamp(${gridPoint}) else ${earliest} end`;
  const rows = await queryRows<{ slot: Date | string }>(
    db,
    sql`update ${systemNumbers}
      set next_send_at = ${start} + make_interval(secs => 1.0 / messages_per_second)
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
