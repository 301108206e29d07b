import { count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { ListQuery } from "../../shared/list-query.js";
import type { MicroUiSummary } from "../../shared/micro-ui/admin.js";
import type { Executor } from "../client.js";
import { ilikeContains } from "../contains.js";
import { queryRows } from "../query-rows.js";
import { microUis } from "../schema/index.js";

export type MicroUiRow = typeof microUis.$inferSelect;
export type NewMicroUi = Pick<MicroUiRow, "type" | "slug" | "thread_id" | "user_id" | "payload"> & {
  at: Date;
};

export async function insertMicroUi(db: Executor, microUi: NewMicroUi): Promise<MicroUiRow> {
  const { at, ...values } = microUi;
  const [row] = await db
    .insert(microUis)
    .values({ ...values, created_at: at, updated_at: at })
    .returning();
  if (!row) throw new Error("inserting a micro UI returned no row");
  return row;
}

export async function findMicroUiBySlug(db: Executor, slug: string): Promise<MicroUiRow | undefined> {
  const [row] = await db.select().from(microUis).where(eq(microUis.slug, slug));
  return row;
}

/**
 * Replaces the data inside the stored definition in one statement, so concurrent saves never mix
 * halves of two versions: the last one wins whole. False when no micro UI has that slug.
 */
export async function replaceMicroUiData(
  db: Executor,
  slug: string,
  data: Record<string, unknown>,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(microUis)
    .set({
      payload: sql`jsonb_set(${microUis.payload}, '{data}', ${JSON.stringify(data)}::jsonb, true)`,
      updated_at: at,
    })
    .where(eq(microUis.slug, slug))
    .returning({ id: microUis.id });
  return updated.length > 0;
}

/** The console's search: type or slug contains the text, or the thread id is the number typed. */
function microUiSearchCondition(search: string): SQL | undefined {
  if (search === "") return undefined;
  const byText = [ilikeContains(microUis.type, search), ilikeContains(microUis.slug, search)];
  const threadId = /^\d{1,9}$/.test(search) ? Number(search) : null;
  return or(...byText, threadId === null ? undefined : eq(microUis.thread_id, threadId));
}

/** Newest first, one page. */
export async function listMicroUis(db: Executor, { search, limit, offset }: ListQuery) {
  return db
    .select()
    .from(microUis)
    .where(microUiSearchCondition(search))
    .orderBy(desc(microUis.created_at), desc(microUis.id))
    .limit(limit)
    .offset(offset);
}

export async function countMicroUis(db: Executor, search: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(microUis).where(microUiSearchCondition(search));
  return row?.value ?? 0;
}

/** The four summary cards in one pass over the table. */
export async function summarizeMicroUis(
  db: Executor,
  since: { today: Date; week: Date },
): Promise<MicroUiSummary> {
  const [row] = await queryRows<MicroUiSummary>(
    db,
    sql`select
      count(*)::int as total,
      (count(*) filter (where ${microUis.created_at} >= ${since.today}))::int as today,
      count(distinct ${microUis.type})::int as types,
      (count(*) filter (where ${microUis.created_at} >= ${since.week}))::int as this_week
    from ${microUis}`,
  );
  return row ?? { total: 0, today: 0, types: 0, this_week: 0 };
}
