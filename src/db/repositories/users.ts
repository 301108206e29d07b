import { and, count, desc, eq, getTableColumns, lt, or, type SQL, sql } from "drizzle-orm";
import type { Channel } from "../../shared/channels.js";
import type { ListQuery } from "../../shared/list-query.js";
import type { Executor } from "../client.js";
import { ilikeContains } from "../contains.js";
import { queryRows } from "../query-rows.js";
import { referralCodes, threadParticipants, users } from "../schema/index.js";
import { rowCount } from "./stats.js";

export type UserRow = typeof users.$inferSelect;

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone_number, phone));
  return row;
}

/**
 * Inserts the user unless the phone exists; returns the new row, or undefined when it already
 * existed. A number an erased person had opted out starts opted out again (decision 036).
 */
export async function insertUserIfAbsent(db: Executor, phone: string, timezone: string | null) {
  const [row] = await db
    .insert(users)
    .values({
      phone_number: phone,
      timezone,
      opted_out: sql`textpal_suppressed(${phone})`,
      opted_out_at: sql`case when textpal_suppressed(${phone}) then now() end`,
    })
    .onConflictDoNothing({ target: users.phone_number })
    .returning();
  return row;
}

/** Claims a user referral code; false when the code is taken (any case), so the caller draws another. */
export async function insertUserReferralCode(db: Executor, userId: number, code: string): Promise<boolean> {
  const inserted = await db
    .insert(referralCodes)
    .values({ code, code_type: "user", user_id: userId })
    .onConflictDoNothing()
    .returning({ id: referralCodes.id });
  if (inserted.length === 0) return false;
  await db.update(users).set({ referral_code: code }).where(eq(users.id, userId));
  return true;
}

export async function updateUser(db: Executor, userId: number, changes: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** A user row with the number of threads they take part in and the channels of those threads. */
export type UserWithThreadCount = UserRow & { thread_count: number; channels: Channel[] };

/**
 * Drizzle writes a column of the one table selected from without its table's name, so the outer
 * user's id is named in full: a bare "id" inside the subquery would be the thread's (issue 39).
 */
const outerUserId = sql`${users}.${sql.identifier(users.id.name)}`;

const userWithThreadCount = {
  ...getTableColumns(users),
  thread_count: sql<number>`(select count(*)::int from ${threadParticipants} tp where tp.user_id = ${outerUserId})`,
  channels: sql<Channel[]>`array(select distinct t.channel from ${threadParticipants} tp
    join threads t on t.id = tp.thread_id where tp.user_id = ${outerUserId} order by t.channel)`,
};

/**
 * The users search (spec 000 section 5): phone contains the text or profile contains it, any case.
 * Phones are stored as E.164, so for phone-like text the formatting a person types, such as
 * "(555) 010-", is dropped before comparing it with the number.
 */
export function userSearchCondition(search: string): SQL | undefined {
  if (search === "") return undefined;
  const phoneText = /^[\d\s().+-]+$/.test(search) ? search.replace(/[\s().-]/g, "") : search;
  return or(
    ilikeContains(sql`lower(${users.phone_number})`, phoneText),
    ilikeContains(users.profile, search),
  );
}

export async function listUsers(db: Executor, { search, limit, offset }: ListQuery) {
  return db
    .select(userWithThreadCount)
    .from(users)
    .where(userSearchCondition(search))
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(limit)
    .offset(offset);
}

/** A batch of the users search below an id, highest id first: the CSV export's keyset pages. */
export async function listUsersBefore(db: Executor, search: string, beforeId: number | null, limit: number) {
  return db
    .select(userWithThreadCount)
    .from(users)
    .where(and(userSearchCondition(search), beforeId === null ? undefined : lt(users.id, beforeId)))
    .orderBy(desc(users.id))
    .limit(limit);
}

export async function countUsers(db: Executor, search: string): Promise<number> {
  if (search === "") return rowCount(db, "users");
  const [row] = await db.select({ value: count() }).from(users).where(userSearchCondition(search));
  return row?.value ?? 0;
}

export async function findUserWithThreadCount(db: Executor, id: number) {
  const [row] = await db.select(userWithThreadCount).from(users).where(eq(users.id, id));
  return row;
}

/** Locks the user's row for the rest of the transaction, so two resets or a reset and a text serialise. */
export async function lockUser(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for("update");
  return row;
}

/**
 * Counts for the dashboard's Users card. Separate counts rather than one pass with FILTER: each
 * is an index-only scan (tier, last_active), which beats reading every row of a large table.
 */
export async function userCounts(db: Executor, activeSince: Date) {
  const [total, [row]] = await Promise.all([
    rowCount(db, "users"),
    queryRows<{ active: number; free: number; premium: number }>(
      db,
      sql`select
      (select count(*)::int from ${users} where ${users.last_active} >= ${activeSince}) as active,
      (select count(*)::int from ${users} where ${users.subscription_tier} = 'free') as free,
      (select count(*)::int from ${users} where ${users.subscription_tier} = 'premium') as premium`,
    ),
  ]);
  return { total, active: row?.active ?? 0, free: row?.free ?? 0, premium: row?.premium ?? 0 };
}
