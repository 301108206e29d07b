import { sql } from "drizzle-orm";
import type { Channel } from "../../shared/channels.js";
import type { QueueType } from "../../shared/queue.js";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";

/** A due queued message with what delivering it needs: its recipient and their current thread. */
export interface DueQueuedMessage {
  id: number;
  content: string;
  recipient: string;
  type: QueueType;
  media_url: string | null;
  user_id: number | null;
  opted_out: boolean | null;
  timezone: string | null;
  /** The recipient's last WhatsApp message, which opens WhatsApp's 24-hour window. */
  whatsapp_at: Date | null;
  /**
   * The recipient's most recently active one-to-one thread on a number that can send, preferring
   * one that may take a free-form message now: a WhatsApp thread outside its window comes last.
   */
  thread_id: number | null;
  system_number: string | null;
  channel: Channel | null;
  /** A reminder's firing: the reminder, whether this is a snooze, and the reminder's state. */
  reminder_id: number | null;
  snoozed: boolean;
  rrule: string | null;
  starts_local: string | null;
  reminder_status: string | null;
}

/**
 * Locks up to `limit` due, unprocessed queued messages for the rest of the transaction. SKIP
 * LOCKED lets several dispatchers work side by side, each on different rows. A thread counts when
 * its system number is active, or is one of `alwaysUsable` (the console's mock chat). Ordered by
 * scheduled_for alone, the due index's own order, so a 100,000-row backlog is never sorted.
 * `whatsappWindowStart`: a WhatsApp message after it keeps the window open.
 */
export async function claimDueQueuedMessages(
  tx: Executor,
  now: Date,
  limit: number,
  alwaysUsable: string[],
  whatsappWindowStart: Date,
): Promise<DueQueuedMessage[]> {
  const rows = await queryRows<DueQueuedMessage>(
    tx,
    sql`select q.id, q.content, q.recipient, q.type, q.media_url, q.reminder_id, q.snoozed,
        r.rrule, r.starts_local, r.status as reminder_status,
        u.id as user_id, coalesce(u.opted_out, false) or textpal_suppressed(q.recipient) as opted_out, u.timezone, u.whatsapp_last_inbound_at as whatsapp_at,
        th.id as thread_id, th.system_number, th.channel
      from queued_messages q
        left join users u on u.phone_number = q.recipient
        left join reminders r on r.id = q.reminder_id
        left join lateral (
          select t.id, t.system_number, t.channel
          from thread_participants tp join threads t on t.id = tp.thread_id
          where tp.user_id = u.id and not t.is_group_chat
            and (t.system_number = any(${sql.param(alwaysUsable)}::text[])
              or exists (select 1 from system_numbers s where s.number = t.system_number and s.is_active))
          -- A WhatsApp thread comes last when it takes no free-form message now: outside the
          -- person's window, or while the operator has WhatsApp off (off unless saved as "true").
          order by t.channel = 'whatsapp' and (u.whatsapp_last_inbound_at is null
              or u.whatsapp_last_inbound_at <= ${whatsappWindowStart}
              or not exists (select 1 from settings s where s.key = 'WHATSAPP_ENABLED' and s.value = 'true')),
            coalesce(t.last_message_at, t.updated_at) desc, t.id desc
          limit 1
        ) th on true
      where not q.processed and q.scheduled_for <= ${now}
      order by q.scheduled_for
      limit ${limit}
      for update of q skip locked`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    reminder_id: row.reminder_id === null ? null : Number(row.reminder_id),
    // node-postgres through Drizzle hands timestamps over as text.
    whatsapp_at: row.whatsapp_at === null ? null : new Date(row.whatsapp_at),
  }));
}

/** The number new conversations start on: the first active one, in the order they were added. */
export async function firstActiveSystemNumber(db: Executor): Promise<string | undefined> {
  const [row] = await queryRows<{ number: string }>(
    db,
    sql`select number from system_numbers where is_active order by created_at, id limit 1`,
  );
  return row?.number;
}

/**
 * The one-to-one thread on `systemNumber` of each recipient, created (with its participant row)
 * where missing. Returns thread ids by phone.
 */
export async function oneToOneThreads(
  tx: Executor,
  systemNumber: string,
  recipients: { userId: number; phone: string }[],
): Promise<Map<string, number>> {
  const sorted = [...recipients].sort((a, b) => a.phone.localeCompare(b.phone));
  const userIds = sql.param(sorted.map((recipient) => recipient.userId));
  const phones = sql.param(sorted.map((recipient) => recipient.phone));
  await tx.execute(sql`with input as (select * from unnest(${userIds}::int[], ${phones}::text[]) as i(user_id, phone)),
    created as (
      insert into threads (system_number, participants, is_group_chat)
      select ${systemNumber}, array[i.phone], false from input i
      on conflict (system_number, participants, channel) do nothing
      returning id, participants
    )
    insert into thread_participants (thread_id, user_id)
    select created.id, i.user_id from created join input i on created.participants = array[i.phone]
    on conflict do nothing`);
  // A separate statement, so threads another process created meanwhile are seen too.
  const rows = await queryRows<{ id: number; phone: string }>(
    tx,
    sql`select t.id, i.phone from unnest(${phones}::text[]) as i(phone)
      join threads t on t.system_number = ${systemNumber} and t.participants = array[i.phone]
        and t.channel = 'sms'`,
  );
  return new Map(rows.map((row) => [row.phone, Number(row.id)]));
}

/** Marks queued messages processed: sent into a thread (no reason) or skipped with a reason. */
export async function markQueuedProcessed(
  tx: Executor,
  outcomes: { id: number; skipReason: string | null }[],
  now: Date,
): Promise<void> {
  if (outcomes.length === 0) return;
  await tx.execute(sql`update queued_messages q
    set processed = true, processed_at = ${now}, skip_reason = outcome.reason, hold_reason = null,
      updated_at = ${now}
    from unnest(${sql.param(outcomes.map((outcome) => outcome.id))}::bigint[],
      ${sql.param(outcomes.map((outcome) => outcome.skipReason))}::text[]) as outcome(id, reason)
    where q.id = outcome.id`);
}

/** Moves queued messages to a later time; they stay pending. */
export async function postponeQueued(tx: Executor, postponed: { id: number; until: Date }[], now: Date) {
  if (postponed.length === 0) return;
  await tx.execute(sql`update queued_messages q set scheduled_for = later.until, updated_at = ${now}
    from unnest(${sql.param(postponed.map((row) => row.id))}::bigint[],
      ${sql.param(postponed.map((row) => row.until.toISOString()))}::timestamptz[]) as later(id, until)
    where q.id = later.id`);
}

/**
 * Holds queued messages that may not leave yet, with the reason the queue shows; they stay pending
 * and are looked at again at `recheckAt`, or sooner when the person writes (see recordAnswers).
 */
export async function holdQueued(tx: Executor, ids: number[], reason: string, recheckAt: Date, now: Date) {
  if (ids.length === 0) return;
  await tx.execute(sql`update queued_messages
    set hold_reason = ${reason}, held_from = coalesce(held_from, scheduled_for), scheduled_for = ${recheckAt},
      updated_at = ${now}
    where id = any(${sql.param(ids)}::bigint[])`);
}
