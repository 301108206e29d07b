import { sql } from "drizzle-orm";
import { type AnnouncementProgress, CANCELLED_SKIP_REASON } from "../../shared/announcements.js";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";

/*
 * An announcement's progress is read from its queued messages, one per recipient. A cancel or an
 * edit locks the announcement first and its queued messages second; the dispatcher locks queued
 * messages only and the status sweep announcements only, so none of them can deadlock another.
 */

/**
 * Progress per announcement id: its queued messages, plus those purge-old-queue deleted (counted
 * on the announcement as they went). Every existing announcement gets a row, with zeros when
 * nothing was queued for it.
 */
export async function announcementProgress(
  db: Executor,
  ids: number[],
): Promise<Map<number, AnnouncementProgress>> {
  const progress = new Map<number, AnnouncementProgress>();
  if (ids.length === 0) return progress;
  const rows = await queryRows<AnnouncementProgress & { announcement_id: number }>(
    db,
    sql`select a.id as announcement_id,
        (coalesce(q.queued, 0) + a.purged_sent + a.purged_failed + a.purged_cancelled)::int as recipients,
        (coalesce(q.sent, 0) + a.purged_sent)::int as sent,
        coalesce(q.pending, 0)::int as pending,
        (coalesce(q.failed, 0) + a.purged_failed)::int as failed,
        (coalesce(q.cancelled, 0) + a.purged_cancelled)::int as cancelled
      from announcements a
        left join (
          select announcement_id, count(*) as queued,
            count(*) filter (where processed and skip_reason is null) as sent,
            count(*) filter (where not processed) as pending,
            count(*) filter (where processed and skip_reason <> ${CANCELLED_SKIP_REASON}) as failed,
            count(*) filter (where skip_reason = ${CANCELLED_SKIP_REASON}) as cancelled
          from queued_messages
          where announcement_id = any(${sql.param(ids)}::int[])
          group by announcement_id
        ) q on q.announcement_id = a.id
      where a.id = any(${sql.param(ids)}::int[])`,
  );
  for (const { announcement_id, ...counts } of rows) progress.set(Number(announcement_id), counts);
  return progress;
}

/**
 * Moves expanded announcements on as their messages leave: scheduled until the first of them is
 * processed, sending while any is still queued, sent (with sent_at) once none is, or at once when
 * it had no recipients. Run after each dispatch round; rows already right are not rewritten.
 */
export async function advanceAnnouncements(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`with progress as (
      select an.id,
        exists (select 1 from queued_messages q where q.announcement_id = an.id and not q.processed) as pending,
        exists (select 1 from queued_messages q where q.announcement_id = an.id and q.processed) as done
      from announcements an
      where an.status in ('scheduled', 'sending') and an.expanded_at is not null
    ), next as (
      select id, case when pending then 'sending' else 'sent' end as status
      from progress where done or not pending
    )
    update announcements a
    set status = next.status,
      sent_at = case when next.status = 'sent' then ${now}::timestamptz end,
      updated_at = ${now}
    from next
    where a.id = next.id and a.status in ('scheduled', 'sending') and a.status <> next.status`);
}

/** Closes the messages of an announcement that have not left; returns how many it closed. */
export async function closePendingMessages(tx: Executor, announcementId: number, now: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update queued_messages
      set processed = true, processed_at = ${now}, skip_reason = ${CANCELLED_SKIP_REASON}, updated_at = ${now}
      where announcement_id = ${announcementId} and not processed
      returning id`,
  );
  return rows.length;
}

/**
 * Before an announcement that has sent nothing is saved again: its queued messages were written
 * for the old text and time, so the unsent ones go, and it is expanded afresh when due. Returns
 * how many of its messages had been sent, which makes the edit too late; counted in a statement
 * of its own so that it sees what a dispatch the delete waited for has just committed.
 */
export async function discardUnsentMessages(tx: Executor, announcementId: number): Promise<{ sent: number }> {
  await tx.execute(sql`delete from queued_messages
    where announcement_id = ${announcementId} and (not processed or skip_reason is not null)`);
  const rows = await queryRows<{ sent: number }>(
    tx,
    sql`select count(*)::int as sent from queued_messages
      where announcement_id = ${announcementId} and processed and skip_reason is null`,
  );
  return { sent: Number(rows[0]?.sent ?? 0) };
}
