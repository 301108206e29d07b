import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Channel } from "../../shared/channels.js";
import type { Executor } from "../client.js";
import { queryNamedRows } from "../query-rows.js";
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
  /** The channel it left on when not its thread's (an RCS text sent by SMS); null otherwise. */
  channel?: Channel | null;
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
      error_code = null, sent_at = sent.sent_at, lease_until = null, updated_at = sent.sent_at,
      channel = coalesce(sent.channel, m.channel)
    from unnest(${column("id")}::bigint[], ${column("delivery_status")}::text[], ${column("provider")}::text[],
      ${column("provider_message_id")}::text[],
      ${sql.param(marks.map((mark) => mark.sent_at.toISOString()))}::timestamptz[],
      ${sql.param(marks.map((mark) => mark.channel ?? null))}::text[])
      as sent(id, status, provider, provider_message_id, sent_at, channel)
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
  report: {
    provider: string;
    providerMessageId: string;
    status: string;
    errorCode: string | null;
    channel?: Channel | null;
  },
  keepIfAlready: string[],
) {
  return db
    .update(messages)
    .set({
      delivery_status: report.status,
      ...(report.errorCode ? { error_code: report.errorCode } : {}),
      ...(report.channel ? { channel: report.channel } : {}),
    })
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
