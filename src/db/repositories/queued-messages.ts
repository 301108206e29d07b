import { and, count, desc, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { CANCELLED_SKIP_REASON } from "../../shared/announcements.js";
import type { QueueFilter, QueueQuery } from "../../shared/queue.js";
import type { Executor } from "../client.js";
import { ilikeContains } from "../contains.js";
import { queryRows } from "../query-rows.js";
import { queuedMessages, reminders } from "../schema/index.js";

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

export type QueuedMessageRow = typeof queuedMessages.$inferSelect;

/**
 * The queue screen's filters: status, type, and text contained in the content or the recipient's
 * phone (typed with or without formatting), any case.
 */
function queueFilter(query: QueueFilter): SQL | undefined {
  const phoneText = /^[\d\s().+-]+$/.test(query.search)
    ? query.search.replace(/[\s().-]/g, "")
    : query.search;
  return and(
    query.status ? eq(queuedMessages.processed, query.status === "processed") : undefined,
    query.type ? eq(queuedMessages.type, query.type) : undefined,
    query.search
      ? or(
          ilikeContains(queuedMessages.content, query.search),
          ilikeContains(queuedMessages.recipient, phoneText),
        )
      : undefined,
  );
}

/** A queued message as the Queue lists it: with how its send went, and whether its reminder repeats. */
export interface ListedQueuedMessage extends QueuedMessageRow {
  /** The status of the text it was dispatched as (a failed part first), null before or without one. */
  delivery_status: string | null;
  delivery_error: string | null;
  repeats: boolean;
}

/** The text a queued message became that tells most: a part that failed, else the last. */
const sentAs = (column: "delivery_status" | "error_code") =>
  sql<
    string | null
  >`(select m.${sql.raw(column)} from messages m where m.queued_message_id = ${queuedMessages.id}
    order by m.delivery_status in ('failed', 'undelivered', 'canceled') desc, m.id desc limit 1)`;

/** Newest first, the order the created_at index keeps. */
export async function listQueuedMessages(db: Executor, query: QueueQuery): Promise<ListedQueuedMessage[]> {
  const rows = await db
    .select({
      message: queuedMessages,
      delivery_status: sentAs("delivery_status"),
      delivery_error: sentAs("error_code"),
      repeats: sql<boolean>`${reminders.rrule} is not null`,
    })
    .from(queuedMessages)
    .leftJoin(reminders, eq(reminders.id, queuedMessages.reminder_id))
    .where(queueFilter(query))
    .orderBy(desc(queuedMessages.created_at), desc(queuedMessages.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(({ message, ...rest }) => ({ ...message, ...rest, repeats: Boolean(rest.repeats) }));
}

/** A batch of the filtered queue below an id, highest id first: the CSV export's keyset pages. */
export async function listQueuedMessagesBefore(
  db: Executor,
  filter: QueueFilter,
  beforeId: number | null,
  limit: number,
): Promise<QueuedMessageRow[]> {
  return db
    .select()
    .from(queuedMessages)
    .where(and(queueFilter(filter), beforeId === null ? undefined : lt(queuedMessages.id, beforeId)))
    .orderBy(desc(queuedMessages.id))
    .limit(limit);
}

export async function countQueuedMessages(db: Executor, query: QueueQuery): Promise<number> {
  const [row] = await db.select({ value: count() }).from(queuedMessages).where(queueFilter(query));
  return row?.value ?? 0;
}

/** When the next pending queued message falls due, if any is pending. */
export async function nextQueuedDueAt(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${queuedMessages.scheduled_for})` })
    .from(queuedMessages)
    .where(eq(queuedMessages.processed, false));
  return row?.at ? new Date(row.at) : null;
}

const PURGE_BATCH = 10_000;

/**
 * Deletes queued messages processed before the instant, in short transactions; returns how many.
 * An announcement's deleted messages are added to its purged counts in the same statement, so
 * its recipients, sent, failed and cancelled figures stay true.
 */
export async function purgeProcessedQueuedMessages(db: Executor, before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await queryRows<{ deleted: number }>(
      db,
      sql`with deleted as (
          delete from ${queuedMessages} where ${queuedMessages.id} in (
            select id from ${queuedMessages}
            where processed and coalesce(processed_at, created_at) < ${before}
            limit ${PURGE_BATCH})
          returning announcement_id, skip_reason
        ), tally as (
          select announcement_id,
            count(*) filter (where skip_reason is null) as sent,
            count(*) filter (where skip_reason <> ${CANCELLED_SKIP_REASON}) as failed,
            count(*) filter (where skip_reason = ${CANCELLED_SKIP_REASON}) as cancelled
          from deleted where announcement_id is not null group by announcement_id
        ), counted as (
          update announcements a
          set purged_sent = a.purged_sent + tally.sent,
            purged_failed = a.purged_failed + tally.failed,
            purged_cancelled = a.purged_cancelled + tally.cancelled
          from tally where a.id = tally.announcement_id
          returning a.id
        )
        select count(*)::int as deleted from deleted`,
    );
    const deleted = Number(row?.deleted ?? 0);
    total += deleted;
    if (deleted < PURGE_BATCH) return total;
  }
}
