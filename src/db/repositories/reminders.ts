import { and, asc, desc, eq, sql } from "drizzle-orm";
import { REMINDER_CANCELLED_SKIP_REASON } from "../../shared/reminders.js";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";
import { reminders } from "../schema/index.js";

export type ReminderRow = typeof reminders.$inferSelect;

/** An active reminder as the assistants see it: what to list, cancel or change. */
export interface ActiveReminder {
  id: number;
  text: string;
  starts_local: string;
  rrule: string | null;
  next_at: Date;
  /** When the person created or last changed it. */
  changed_at: Date;
}

/** A reminder's timing and text as a write sets them; `at` is its next firing. */
export interface ReminderTiming {
  text: string;
  startsLocal: string;
  rrule: string | null;
  at: Date;
  /** The firing's text ("Reminder: ..."). */
  content: string;
}

/** The person's active reminders, next firing first: the order "my reminders" numbers them in. */
export async function activeReminders(db: Executor, userId: number): Promise<ActiveReminder[]> {
  const rows = await db
    .select({
      id: reminders.id,
      text: reminders.text,
      starts_local: reminders.starts_local,
      rrule: reminders.rrule,
      next_at: reminders.next_at,
      changed_at: reminders.changed_at,
    })
    .from(reminders)
    .where(and(eq(reminders.user_id, userId), eq(reminders.status, "active")))
    .orderBy(asc(reminders.next_at), asc(reminders.id));
  return rows.map((row) => ({ ...row, next_at: row.next_at ?? row.changed_at }));
}

/** Every reminder of the person, for the console: active ones next first, then the latest closed. */
export async function userReminders(db: Executor, userId: number, limit: number): Promise<ReminderRow[]> {
  return db
    .select()
    .from(reminders)
    .where(eq(reminders.user_id, userId))
    .orderBy(
      sql`${reminders.status} <> 'active'`,
      asc(reminders.next_at),
      desc(reminders.updated_at),
      desc(reminders.id),
    )
    .limit(limit);
}

/** A new reminder and its first firing. */
export async function insertReminder(
  db: Executor,
  person: { userId: number; recipient: string },
  timing: ReminderTiming,
  now: Date,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`with made as (
        insert into reminders (user_id, text, starts_local, rrule, next_at, changed_at, created_at, updated_at)
        values (${person.userId}, ${timing.text}, ${timing.startsLocal}, ${timing.rrule}, ${timing.at},
          ${now}, ${now}, ${now})
        returning id
      ), firing as (
        insert into queued_messages (content, recipient, type, scheduled_for, reminder_id, created_at, updated_at)
        select ${timing.content}, ${person.recipient}, 'reminder', ${timing.at}, id, ${now}, ${now} from made
      )
      select id from made`,
  );
  return Number(row?.id);
}

/**
 * Cancels the person's active reminders among `ids` and closes their pending firings (snoozes too);
 * returns how many were cancelled. Firings are locked before reminders, the order the dispatch
 * takes them in, so the two never wait on each other; the firings are closed again after, for the
 * next one a dispatch running meanwhile may have queued.
 */
export async function cancelReminders(
  db: Executor,
  userId: number,
  ids: number[],
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const closeFirings = () =>
    db.execute(sql`update queued_messages q
      set processed = true, processed_at = ${now}, skip_reason = ${REMINDER_CANCELLED_SKIP_REASON},
        hold_reason = null, updated_at = ${now}
      where q.reminder_id = any(${sql.param(ids)}::bigint[]) and not q.processed
        and exists (select 1 from reminders r where r.id = q.reminder_id and r.user_id = ${userId})`);
  await closeFirings();
  const cancelled = await queryRows<{ id: number }>(
    db,
    sql`update reminders set status = 'cancelled', next_at = null, changed_at = ${now}, updated_at = ${now}
      where id = any(${sql.param(ids)}::bigint[]) and user_id = ${userId} and status = 'active'
      returning id`,
  );
  await closeFirings();
  return cancelled.length;
}

/**
 * Sets an active reminder's text and timing, and moves its pending firing to `timing.at` (queuing
 * one if it has none). The firing first, as in cancelReminders; false when the reminder is not the
 * person's, or no longer active.
 */
export async function rescheduleReminder(
  db: Executor,
  person: { userId: number; recipient: string },
  id: number,
  timing: ReminderTiming,
  now: Date,
): Promise<boolean> {
  await db.execute(sql`insert into queued_messages (content, recipient, type, scheduled_for, reminder_id, created_at, updated_at)
    select ${timing.content}, ${person.recipient}, 'reminder', ${timing.at}, r.id, ${now}, ${now}
    from reminders r where r.id = ${id} and r.user_id = ${person.userId} and r.status = 'active'
    on conflict (reminder_id) where reminder_id is not null and not processed and not snoozed
    do update set scheduled_for = excluded.scheduled_for, content = excluded.content, hold_reason = null,
      held_from = null, updated_at = excluded.updated_at`);
  const updated = await queryRows<{ id: number }>(
    db,
    sql`update reminders set text = ${timing.text}, starts_local = ${timing.startsLocal},
        rrule = ${timing.rrule}, next_at = ${timing.at}, updated_at = ${now}
      where id = ${id} and user_id = ${person.userId} and status = 'active'
      returning id`,
  );
  return updated.length > 0;
}

/** Deletes all of a person's reminders (a reset; their firings are deleted by recipient). */
export async function deleteUserReminders(db: Executor, userId: number): Promise<void> {
  await db.delete(reminders).where(eq(reminders.user_id, userId));
}

/** Marks when the person last changed these reminders ("it" is the latest). */
export async function touchReminders(db: Executor, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update reminders set changed_at = ${now} where id = any(${sql.param(ids)}::bigint[])`);
}

/** What the dispatch of a reminder's own firing leads to: its next firing, or none (done). */
export interface ReminderAdvance {
  reminderId: number;
  next: Date | null;
  content: string;
  recipient: string;
}

/**
 * After firings were dispatched (in the same transaction): each recurring reminder gets its next
 * firing, and a reminder with none left (a one-shot, a rule that ran out) is done. A reminder
 * cancelled meanwhile gets nothing; the unique index on pending firings makes a second next firing
 * impossible, and ON CONFLICT keeps it from failing the dispatch.
 */
export async function advanceReminders(tx: Executor, advances: ReminderAdvance[], now: Date): Promise<void> {
  if (advances.length === 0) return;
  await tx.execute(sql`with input as (
      select * from unnest(${sql.param(advances.map((a) => a.reminderId))}::bigint[],
        ${sql.param(advances.map((a) => a.next?.toISOString() ?? null))}::timestamptz[],
        ${sql.param(advances.map((a) => a.content))}::text[],
        ${sql.param(advances.map((a) => a.recipient))}::text[]) as i(id, next_at, content, recipient)
    ), moved as (
      update reminders r set next_at = i.next_at,
        status = case when i.next_at is null then 'done' else r.status end, updated_at = ${now}
      from input i where r.id = i.id and r.status = 'active'
      returning r.id, r.next_at
    )
    insert into queued_messages (content, recipient, type, scheduled_for, reminder_id, created_at, updated_at)
    select i.content, i.recipient, 'reminder', moved.next_at, moved.id, ${now}, ${now}
    from moved join input i on i.id = moved.id
    where moved.next_at is not null
    on conflict (reminder_id) where reminder_id is not null and not processed and not snoozed do nothing`);
}

/** A reminder firing that was sent: what "snooze" repeats. */
export interface SentReminderFiring {
  id: number;
  content: string;
  processed_at: Date;
}

/** The person's latest reminder firing handed to the outbound path since `since`, if any. */
export async function lastReminderFiring(
  db: Executor,
  recipient: string,
  since: Date,
): Promise<SentReminderFiring | undefined> {
  const [row] = await queryRows<{ id: number; content: string; processed_at: string | Date }>(
    db,
    sql`select id, content, processed_at from queued_messages
      where recipient = ${recipient} and type = 'reminder' and processed and skip_reason is null
        and processed_at >= ${since}
      order by processed_at desc, id desc limit 1`,
  );
  return row
    ? { id: Number(row.id), content: row.content, processed_at: new Date(row.processed_at) }
    : undefined;
}

/** Queues a sent firing again at `at`: a snooze, beside the reminder's own next firing. */
export async function insertSnooze(db: Executor, firingId: number, at: Date, now: Date): Promise<void> {
  await db.execute(sql`insert into queued_messages
      (content, recipient, type, scheduled_for, reminder_id, snoozed, created_at, updated_at)
    select content, recipient, 'reminder', ${at}, reminder_id, true, ${now}, ${now}
    from queued_messages where id = ${firingId}`);
}
