import { sql } from "drizzle-orm";
import type { Database, Executor } from "../client.js";
import { queryRows } from "../query-rows.js";

/**
 * The retention pass's statements (MESSAGE_RETENTION_DAYS, MEDIA_RETENTION_DAYS): each handles at
 * most `limit` rows in a short transaction of its own, and skips rows another transaction holds,
 * so a night's pass never keeps a lock for long. Every function answers how many rows it changed;
 * the caller repeats it until fewer than `limit` come back.
 */

/** A text still in flight: a reply not yet handed to the provider, or an arrival not yet answered. */
const settled = sql`coalesce(delivery_status, '') not in ('pending', 'sending')
  and not (sender_role = 'user' and processed_at is null)`;

/**
 * Deletes texts created before `before`, oldest first. textpal.keep_totals (migration 0023) leaves
 * the dashboard's message counts and costs as they were. No foreign key points at messages
 * (reply_to_id is a plain column), so nothing can refuse a batch.
 */
export async function deleteMessagesBefore(db: Database, before: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local textpal.keep_totals = 'on'`);
    const [row] = await queryRows<{ deleted: number }>(
      tx,
      sql`with doomed as (
          select id from messages where created_at < ${before} and ${settled}
          order by created_at limit ${limit} for update skip locked
        ), deleted as (
          delete from messages m using doomed where m.id = doomed.id returning 1
        )
        select count(*)::int as deleted from deleted`,
    );
    return Number(row?.deleted ?? 0);
  });
}

/** Where a walk through old messages has got to: the last row's exact created_at (as text) and id. */
export interface MessageCursor {
  createdAt: string;
  id: number;
}

/**
 * Empties the media list, media URL and transcript of texts created before `before`, walking them
 * from `after` in (created_at, id) order so a night's pass reads each old text once.
 */
export async function clearMediaBefore(
  db: Executor,
  before: Date,
  after: MessageCursor | null,
  limit: number,
): Promise<{ cleared: number; last: MessageCursor | null }> {
  const from = after
    ? sql`and created_at >= ${after.createdAt}::timestamptz
        and (created_at, id) > (${after.createdAt}::timestamptz, ${after.id})`
    : sql``;
  const [row] = await queryRows<{ cleared: number; last_at: string | null; last_id: string | number | null }>(
    db,
    sql`with batch as (
        select id, created_at from messages
        where created_at < ${before} ${from}
          and (media <> '[]'::jsonb or media_url is not null or transcript is not null) and ${settled}
        order by created_at, id limit ${limit} for update skip locked
      ), cleared as (
        update messages m set media = '[]'::jsonb, media_url = null, transcript = null
        from batch where m.id = batch.id returning batch.id, batch.created_at
      ), last as (select id, created_at from cleared order by created_at desc, id desc limit 1)
      select (select count(*)::int from cleared) as cleared,
        (select created_at::text from last) as last_at, (select id from last) as last_id`,
  );
  const cleared = Number(row?.cleared ?? 0);
  const last =
    row?.last_at && row.last_id !== null ? { createdAt: row.last_at, id: Number(row.last_id) } : null;
  return { cleared, last };
}

/**
 * Forgets the copy of the last text that threads whose last text is older than `before` keep for
 * the Threads list, walking them by id from `afterId`. The thread, its time and its count stay.
 */
export async function clearLastMessagesBefore(
  db: Executor,
  before: Date,
  afterId: number,
  limit: number,
): Promise<{ cleared: number; lastId: number }> {
  const [row] = await queryRows<{ cleared: number; last_id: number | null }>(
    db,
    sql`with batch as (
        select id from threads
        where id > ${afterId} and last_message is not null and last_message_at < ${before}
        order by id limit ${limit} for update skip locked
      ), cleared as (
        update threads t set last_message = null from batch where t.id = batch.id returning t.id
      )
      select count(*)::int as cleared, max(id) as last_id from cleared`,
  );
  return { cleared: Number(row?.cleared ?? 0), lastId: row?.last_id ?? afterId };
}

/** Deletes the mock chat's files uploaded before `before` (messages name them mock-media:{id}). */
export async function deleteMockMediaBefore(db: Executor, before: Date, limit: number): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`with doomed as (
        select id from mock_chat_media where created_at < ${before} order by created_at limit ${limit}
      ), deleted as (
        delete from mock_chat_media m using doomed where m.id = doomed.id returning 1
      )
      select count(*)::int as deleted from deleted`,
  );
  return Number(row?.deleted ?? 0);
}
