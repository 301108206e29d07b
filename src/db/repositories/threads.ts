import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  lt,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Channel } from "../../shared/channels.js";
import type { ListQuery } from "../../shared/list-query.js";
import type { Executor } from "../client.js";
import { ilikeContains } from "../contains.js";
import { admins, threadParticipants, threads } from "../schema/index.js";
import { rowCount } from "./stats.js";

export type ThreadRow = typeof threads.$inferSelect;

/** A thread as the console shows it: with the name of the operator who took it over. */
export type ThreadView = ThreadRow & { ai_paused_by_name: string | null };

/** An admin is named by their name, else the phone they sign in with. */
const pausedByName = sql<string | null>`coalesce(${admins.name}, ${admins.phone_number})`;

function selectThreadViews(db: Executor) {
  return db
    .select({ ...getTableColumns(threads), ai_paused_by_name: pausedByName })
    .from(threads)
    .leftJoin(admins, eq(admins.id, threads.ai_paused_by));
}

export async function findThreadById(db: Executor, id: number): Promise<ThreadView | undefined> {
  const [row] = await selectThreadViews(db).where(eq(threads.id, id));
  return row;
}

export async function findThread(
  db: Executor,
  systemNumber: string,
  participants: string[],
  channel: Channel = "sms",
) {
  const [row] = await db
    .select()
    .from(threads)
    .where(
      and(
        eq(threads.system_number, systemNumber),
        eq(threads.participants, participants),
        eq(threads.channel, channel),
      ),
    );
  return row;
}

/**
 * One thread per system number, set of participants and channel; concurrent first texts end up in
 * the same one.
 */
export async function findOrCreateThread(
  db: Executor,
  systemNumber: string,
  participants: string[],
  participantIds: number[],
  channel: Channel = "sms",
): Promise<ThreadRow> {
  const [created] = await db
    .insert(threads)
    .values({ system_number: systemNumber, participants, is_group_chat: participants.length > 1, channel })
    .onConflictDoNothing({ target: [threads.system_number, threads.participants, threads.channel] })
    .returning();
  const thread = created ?? (await findThread(db, systemNumber, participants, channel));
  if (!thread) throw new Error(`thread for ${systemNumber} vanished during creation`);
  if (created) {
    await db
      .insert(threadParticipants)
      .values(participantIds.map((user_id) => ({ thread_id: thread.id, user_id })))
      .onConflictDoNothing();
  }
  return thread;
}

/** `count` new messages in a thread, the last of them `lastMessage`, written at `at`. */
export interface ThreadAddition {
  threadId: number;
  count: number;
  lastMessage: string;
  at: Date;
}

/**
 * Adds messages to threads' counters and last message in one statement. The rows are locked in id
 * order first, so two writers touching the same threads wait for each other instead of deadlocking.
 */
export async function recordThreadMessages(tx: Executor, additions: ThreadAddition[]): Promise<void> {
  if (additions.length === 0) return;
  const sorted = [...additions].sort((a, b) => a.threadId - b.threadId);
  const ids = sql.param(sorted.map((addition) => addition.threadId));
  await tx.execute(sql`select id from ${threads} where id = any(${ids}::int[]) order by id for update`);
  await tx.execute(sql`update ${threads} t
    set message_count = t.message_count + added.count, last_message = added.last_message,
      last_message_at = added.at, updated_at = added.at
    from unnest(${ids}::int[], ${sql.param(sorted.map((addition) => addition.count))}::int[],
      ${sql.param(sorted.map((addition) => addition.lastMessage))}::text[],
      ${sql.param(sorted.map((addition) => addition.at.toISOString()))}::timestamptz[])
      as added(id, count, last_message, at)
    where t.id = added.id`);
}

/** Spec 000 section 5: threads match by a participant's phone or by their last message text. */
function threadSearchCondition(search: string): SQL | undefined {
  if (search === "") return undefined;
  const phoneText = /^[\d\s().+-]+$/.test(search) ? search.replace(/[\s().-]/g, "") : search;
  return or(
    ilikeContains(sql`textpal_participants_text(${threads.participants})`, phoneText),
    ilikeContains(threads.last_message, search),
  );
}

/** The Threads screen's filter: the search, and only the threads waiting for a person when asked. */
export interface ThreadFilter {
  search: string;
  needsPerson?: boolean;
}

function threadFilterCondition({ search, needsPerson }: ThreadFilter): SQL | undefined {
  return and(threadSearchCondition(search), needsPerson ? isNotNull(threads.needs_person_at) : undefined);
}

/** Most recently active first, the order the threads_activity_idx index keeps. */
export async function listThreads(
  db: Executor,
  { limit, offset, ...filter }: ListQuery & ThreadFilter,
): Promise<ThreadView[]> {
  return selectThreadViews(db)
    .where(threadFilterCondition(filter))
    .orderBy(sql`coalesce(${threads.last_message_at}, ${threads.updated_at}) desc`, desc(threads.id))
    .limit(limit)
    .offset(offset);
}

/**
 * A batch of the threads search below an id, highest id first: the CSV export's keyset pages.
 * Not the screen's activity order, which moves as texts arrive and would skip or repeat threads.
 */
export async function listThreadsBefore(
  db: Executor,
  filter: ThreadFilter,
  beforeId: number | null,
  limit: number,
): Promise<ThreadRow[]> {
  return db
    .select()
    .from(threads)
    .where(and(threadFilterCondition(filter), beforeId === null ? undefined : lt(threads.id, beforeId)))
    .orderBy(desc(threads.id))
    .limit(limit);
}

export async function countThreads(db: Executor, filter: ThreadFilter): Promise<number> {
  if (filter.search === "" && !filter.needsPerson) return rowCount(db, "threads");
  const [row] = await db.select({ value: count() }).from(threads).where(threadFilterCondition(filter));
  return row?.value ?? 0;
}

/** Threads in which this user is the only participant (their one-to-one conversations). */
export async function soleParticipantThreadIds(db: Executor, userId: number): Promise<number[]> {
  const others = alias(threadParticipants, "others");
  const rows = await db
    .select({ id: threadParticipants.thread_id })
    .from(threadParticipants)
    .where(
      and(
        eq(threadParticipants.user_id, userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(others)
            .where(and(eq(others.thread_id, threadParticipants.thread_id), ne(others.user_id, userId))),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** Deletes the threads; their messages and participant rows go with them (ON DELETE CASCADE). */
export async function deleteThreads(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(threads).where(inArray(threads.id, ids));
}
