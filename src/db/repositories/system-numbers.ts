import { asc, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { queryNamedRows } from "../query-rows.js";
import { systemNumbers } from "../schema/index.js";

export type SystemNumberRow = typeof systemNumbers.$inferSelect;

/** How far before a grid point (a multiple of 1/messages_per_second) a slot is moved onto it. */
const SLOT_SNAP_SECONDS = 0.05;

/**
 * Reserves one send slot per entry of `numbers` (a number may appear several times) and returns
 * when each starts, in the same order. A number's slots are spaced 1/messages_per_second apart and
 * handed out in one row update, so all processes together keep the carrier's rate; null when the
 * number is not ours to limit. A burst starting just before a grid point starts on it instead: its
 * slots then sit on the grid, which for a whole-number rate holds each calendar second's boundary,
 * so a send a few milliseconds late never lands in the next second next to that second's full share.
 */
export async function reserveSendSlots(
  db: Executor,
  numbers: string[],
  now: Date,
): Promise<Array<Date | null>> {
  const wanted = new Map<string, number>();
  for (const number of numbers) wanted.set(number, (wanted.get(number) ?? 0) + 1);
  const earliest = sql`greatest(coalesce(s.next_send_at, ${now}), ${now})`;
  const gridPoint = sql`ceil(extract(epoch from ${earliest}) * s.messages_per_second) / s.messages_per_second`;
  const gap = sql`(${gridPoint} - extract(epoch from ${earliest}))`;
  const start = sql`case when ${gap} > 0 and ${gap} < ${SLOT_SNAP_SECONDS} then to_timestamp(${gridPoint}) else ${earliest} end`;
  const rows = await queryNamedRows<{ number: string; first: Date | string; step_ms: number | string }>(
    db,
    "textpal_reserve_send_slots",
    sql`update ${systemNumbers} s
      set next_send_at = ${start} + make_interval(secs => r.wanted::float8 / s.messages_per_second)
      from unnest(${sql.param([...wanted.keys()])}::text[], ${sql.param([...wanted.values()])}::int[])
        as r(number, wanted)
      where s.number = r.number
      returning s.number, s.next_send_at - make_interval(secs => r.wanted::float8 / s.messages_per_second) as first,
        1000.0 / s.messages_per_second as step_ms`,
  );
  const next = new Map(
    rows.map((row) => [row.number, { at: new Date(row.first).getTime(), step: Number(row.step_ms) }]),
  );
  return numbers.map((number) => {
    const slot = next.get(number);
    if (!slot) return null;
    const at = new Date(Math.round(slot.at));
    slot.at += slot.step;
    return at;
  });
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

export async function findSystemNumber(db: Executor, id: number): Promise<SystemNumberRow | undefined> {
  const [row] = await db.select().from(systemNumbers).where(eq(systemNumbers.id, id));
  return row;
}

/**
 * The pipeline keeps the numbers in memory while the configuration version stands (migration 0007).
 * That version's update trigger watches a list of columns older than messaging_service_sid: a change
 * of the SID names one of them, unchanged, in the same statement, so the trigger counts it too and
 * inbound texts route by the new SID at once.
 */
export async function updateSystemNumber(db: Executor, id: number, changes: Partial<NewSystemNumber>) {
  const counted =
    changes.messaging_service_sid === undefined
      ? changes
      : { messages_per_second: sql`${systemNumbers.messages_per_second}`, ...changes };
  const [row] = await db.update(systemNumbers).set(counted).where(eq(systemNumbers.id, id)).returning();
  return row;
}
