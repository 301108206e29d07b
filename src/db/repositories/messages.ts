import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Channel } from "../../shared/channels.js";
import type { Executor } from "../client.js";
import { queryNamedRows, queryRows } from "../query-rows.js";
import { admins, messages } from "../schema/index.js";
import { messageTotalsByRole } from "./stats.js";

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

export async function insertMessages(db: Executor, rows: NewMessage[]): Promise<MessageRow[]> {
  if (rows.length === 0) return [];
  return db.insert(messages).values(rows).returning();
}

export async function threadMessages(db: Executor, threadId: number): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.thread_id, threadId)).orderBy(asc(messages.id));
}

export interface ClaimedOutbound {
  id: number;
  thread_id: number;
  sender: string;
  recipient: string;
  content: string;
  media_url: string | null;
  kind: string;
  attempts: number;
  /** The recipient's opt-out and zone as the text is claimed; null when no user has the phone. */
  recipient_opted_out: boolean | null;
  recipient_timezone: string | null;
  /** The sending number's Messaging Service as the text is claimed: sent through it when set. */
  sender_messaging_service_sid: string | null;
  /** Its thread's channel: a whatsapp text goes to and from whatsapp: addresses. */
  channel: Channel;
  /** The recipient's last WhatsApp message, which opens WhatsApp's 24-hour window. */
  recipient_whatsapp_at: Date | null;
  /**
   * Set when this claim takes over a lease that ran out with no outcome recorded (its sender died):
   * the provider may have the text already, so it is asked for texts since then before sending
   * again. The text's creation: no send of it can be older.
   */
  outcome_unknown_since: Date | null;
  /**
   * When the text it answers arrived, on the first part of a reply to each recipient (for the
   * reply-latency histogram); null on later parts, ads after the reply and everything else.
   */
  reply_to_received_at?: Date | null;
  /** The traceparent of the text it answers, so its send joins that text's trace (decision 032). */
  trace_parent?: string | null;
  /** The SMS segments it takes, for its send's span. */
  segment_count?: number | null;
}

/**
 * Leases due outbound texts for sending. Per thread and recipient only the oldest unsent text is
 * eligible, so the parts of a long reply leave in order; a lease that expired (a crashed sender)
 * is taken over. The cost stays proportional to the batch however many texts wait (a fan-out
 * leaves 100,000): the pending index is walked in next_attempt_at order and stops at the limit,
 * and the earlier-sibling check runs per visited row through the thread index. OFFSET 0 keeps it
 * a per-row check rather than a join over every pending text, and the coalesce keeps the planner
 * from answering it with the whole pending index. A reply's first part to each recipient also
 * returns when the text it answers arrived (the reply-latency histogram): a primary-key read, and
 * a look through the thread index for an earlier part stored with it.
 */
export async function claimOutboundMessages(db: Executor, now: Date, leaseUntil: Date, limit: number) {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(WALK_THE_PENDING_INDEX);
    return queryRows<ClaimedOutbound>(tx, claimStatement(now, leaseUntil, limit));
  });
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    attempts: Number(row.attempts),
    // node-postgres through Drizzle hands timestamps over as text.
    recipient_whatsapp_at: row.recipient_whatsapp_at === null ? null : new Date(row.recipient_whatsapp_at),
    outcome_unknown_since: row.outcome_unknown_since === null ? null : new Date(row.outcome_unknown_since),
    reply_to_received_at: row.reply_to_received_at ? new Date(row.reply_to_received_at) : null,
  }));
}

/**
 * The claim reads a few dozen index entries, but the planner prices it by the whole pending set.
 * Statistics lag behind a burst (a fan-out adds 100,000 pending texts to a table the planner
 * believes has none), and then a bitmap scan that sorts every pending text looks cheaper than
 * walking the index; as the table grows, the price crosses the JIT thresholds and compiling the
 * query takes hundreds of milliseconds longer than running it. For this transaction only, both are off.
 */
const WALK_THE_PENDING_INDEX = sql`select set_config('enable_bitmapscan', 'off', true),
  set_config('enable_sort', 'off', true), set_config('jit', 'off', true)`;

function claimStatement(now: Date, leaseUntil: Date, limit: number) {
  return sql`
    update ${messages} set delivery_status = 'sending', lease_until = ${leaseUntil}, attempts = ${messages.attempts} + 1,
      pause_checked_at = null
    from (
      select m.id, m.delivery_status as previous_status from ${messages} m
      where m.delivery_status in ('pending', 'sending') and m.next_attempt_at <= ${now}
        and (m.delivery_status = 'pending' or m.lease_until < ${now})
        and not exists (
          select 1 from ${messages} e
          where e.thread_id = m.thread_id and e.recipient = m.recipient and e.id < m.id
            and coalesce(e.delivery_status, '') in ('pending', 'sending')
          offset 0
        )
      order by m.next_attempt_at
      limit ${limit}
      for update of m skip locked
    ) claimed
    where ${messages.id} = claimed.id
    returning ${messages.id} as id, ${messages.thread_id} as thread_id, ${messages.sender} as sender,
      ${messages.recipient} as recipient, ${messages.content} as content, ${messages.media_url} as media_url,
      ${messages.kind} as kind, ${messages.attempts} as attempts, ${messages.segment_count} as segment_count,
      (select u.opted_out from users u where u.phone_number = ${messages.recipient}) as recipient_opted_out,
      (select u.timezone from users u where u.phone_number = ${messages.recipient}) as recipient_timezone,
      (select s.messaging_service_sid from system_numbers s where s.number = ${messages.sender})
        as sender_messaging_service_sid,
      (select t.channel from threads t where t.id = ${messages.thread_id}) as channel,
      (select u.whatsapp_last_inbound_at from users u where u.phone_number = ${messages.recipient})
        as recipient_whatsapp_at,
      case when claimed.previous_status = 'sending' then ${messages.created_at} end as outcome_unknown_since,
      (select i.created_at from ${messages} i where i.id = ${messages.reply_to_id}
        and not exists (select 1 from ${messages} e where e.thread_id = ${messages.thread_id}
          and e.created_at = ${messages.created_at} and e.reply_to_id = ${messages.reply_to_id}
          and e.recipient = ${messages.recipient} and e.id < ${messages.id})) as reply_to_received_at,
      (select r.trace_parent from ${messages} r where r.id = ${messages.reply_to_id}) as trace_parent`;
}

export async function markOutbound(db: Executor, id: number, changes: Partial<NewMessage>): Promise<void> {
  await db
    .update(messages)
    .set({ lease_until: null, ...changes })
    .where(eq(messages.id, id));
}

/** Keeps what an inbound voice note said, beside the text it came with. */
export async function setTranscript(db: Executor, messageId: number, transcript: string): Promise<void> {
  await db.update(messages).set({ transcript }).where(eq(messages.id, messageId));
}

/**
 * Extends the leases of messages still being worked on, never shortening one (a send waiting for a
 * far slot holds a longer lease). A message finished meanwhile has no lease left and stays as it is.
 */
export async function renewLeases(db: Executor, ids: number[], until: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(messages)
    .set({ lease_until: sql`greatest(${messages.lease_until}, ${until.toISOString()}::timestamptz)` })
    .where(and(inArray(messages.id, ids), isNotNull(messages.lease_until)));
}

/**
 * Ends every lease still running, so the texts and replies they hold can be claimed at once. Only
 * for a database no other process can use (the embedded one): there, every lease is a dead run's.
 */
export async function expireAllLeases(db: Executor, now: Date): Promise<number> {
  const expired = await db
    .update(messages)
    .set({ lease_until: now })
    .where(sql`${messages.lease_until} > ${now.toISOString()}::timestamptz`)
    .returning({ id: messages.id });
  return expired.length;
}

export interface SentMark {
  id: number;
  provider: string;
  provider_message_id: string;
  delivery_status: string;
  sent_at: Date;
}

/** Records many accepted sends in one statement (the sender's hot path). */
export async function markOutboundSent(db: Executor, marks: SentMark[]): Promise<void> {
  if (marks.length === 0) return;
  const column = <K extends keyof SentMark>(key: K) => sql.param(marks.map((mark) => mark[key]));
  await queryNamedRows(
    db,
    "textpal_mark_sent",
    sql`update ${messages} m
    set delivery_status = sent.status, provider = sent.provider, provider_message_id = sent.provider_message_id,
      error_code = null, sent_at = sent.sent_at, lease_until = null, updated_at = sent.sent_at
    from unnest(${column("id")}::bigint[], ${column("delivery_status")}::text[], ${column("provider")}::text[],
      ${column("provider_message_id")}::text[],
      ${sql.param(marks.map((mark) => mark.sent_at.toISOString()))}::timestamptz[])
      as sent(id, status, provider, provider_message_id, sent_at)
    where m.id = sent.id`,
  );
}

/** Which of these provider ids a text already holds. */
export async function recordedProviderIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: messages.provider_message_id })
    .from(messages)
    .where(inArray(messages.provider_message_id, ids));
  return new Set(rows.map((row) => row.id ?? ""));
}

/**
 * Sets the status reported for the texts with this provider id, except where the stored status is
 * one of `keepIfAlready` (the messaging core's rule that status never moves backwards).
 */
export async function applyDeliveryStatus(
  db: Executor,
  report: { provider: string; providerMessageId: string; status: string; errorCode: string | null },
  keepIfAlready: string[],
) {
  return db
    .update(messages)
    .set({ delivery_status: report.status, ...(report.errorCode ? { error_code: report.errorCode } : {}) })
    .where(
      and(
        eq(messages.provider, report.provider),
        eq(messages.provider_message_id, report.providerMessageId),
        keepIfAlready.length > 0
          ? sql`coalesce(${messages.delivery_status}, '') not in ${keepIfAlready}`
          : undefined,
      ),
    )
    .returning({ id: messages.id, recipient: messages.recipient });
}

/** Message totals by sender role for the dashboard's Messages card, from the trigger-kept counters. */
export async function messageCountsByRole(db: Executor) {
  const { user = 0, assistant = 0, system = 0 } = await messageTotalsByRole(db);
  return { total: user + assistant + system, user, assistant, system };
}

/** The latest texts users sent, newest first. */
export async function recentUserMessages(db: Executor, limit: number) {
  return db
    .select({
      id: messages.id,
      sender: messages.sender,
      content: messages.content,
      created_at: messages.created_at,
    })
    .from(messages)
    .where(eq(messages.sender_role, "user"))
    .orderBy(desc(messages.created_at), desc(messages.id))
    .limit(limit);
}

/** A message as the console's thread shows it: with the name of the operator who wrote it, if one did. */
export type ThreadMessageView = MessageRow & { sent_by_admin_name: string | null };

function selectMessageViews(db: Executor) {
  return db
    .select({
      ...getTableColumns(messages),
      sent_by_admin_name: sql<string | null>`coalesce(${admins.name}, ${admins.phone_number})`,
    })
    .from(messages)
    .leftJoin(admins, eq(admins.id, messages.sent_by_admin_id));
}

/** The thread's latest `limit` messages in the order they were written, and how many it has in all. */
export async function latestThreadMessages(db: Executor, threadId: number, limit: number) {
  // Ordered by created_at so the (thread_id, created_at) index yields the rows already sorted.
  const [newestFirst, [total]] = await Promise.all([
    selectMessageViews(db)
      .where(eq(messages.thread_id, threadId))
      .orderBy(desc(messages.created_at), desc(messages.id))
      .limit(limit),
    db.select({ value: count() }).from(messages).where(eq(messages.thread_id, threadId)),
  ]);
  return { rows: newestFirst.reverse(), total: total?.value ?? 0 };
}

/**
 * What an open thread polls for: its messages after message `afterId` (the newest the page has), and
 * those written in the last few seconds, which catches a message with a lower id that committed
 * later and refreshes the recent ones' delivery status; the page merges by id. Oldest first, the
 * latest `limit` of them. Read from the (thread_id, created_at) index from a little before that
 * message's time, so a poll that finds nothing costs a few index probes however long the thread.
 * With no such message (0, or one of another thread) this is the thread's latest messages.
 */
export async function recentThreadMessages(
  db: Executor,
  threadId: number,
  afterId: number,
  now: Date,
  limit: number,
): Promise<ThreadMessageView[]> {
  const recent = new Date(now.getTime() - RECENT_MARGIN_MS);
  const newest = sql`(select created_at from ${messages} where id = ${afterId} and thread_id = ${threadId})`;
  // least() passes over a null: with no such message the scan starts at the thread's beginning.
  const margin = sql.raw(`interval '${RECENT_MARGIN_MS} milliseconds'`);
  const from = sql`least(coalesce(${newest} - ${margin}, '-infinity'), ${recent}::timestamptz)`;
  const newestFirst = await selectMessageViews(db)
    .where(
      and(
        eq(messages.thread_id, threadId),
        gte(messages.created_at, from),
        sql`(${messages.id} > ${afterId} or ${messages.created_at} >= ${recent}::timestamptz)`,
      ),
    )
    .orderBy(desc(messages.created_at), desc(messages.id))
    .limit(limit);
  return newestFirst.reverse();
}

/** How recent a message a poll sends again, whatever the page has. */
const RECENT_MARGIN_MS = 10_000;

/** One message as the thread shows it. */
export async function findThreadMessage(db: Executor, id: number): Promise<ThreadMessageView | undefined> {
  const [row] = await selectMessageViews(db).where(eq(messages.id, id));
  return row;
}
