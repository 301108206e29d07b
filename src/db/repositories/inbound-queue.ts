import { sql } from "drizzle-orm";
import type { Database, Executor } from "../client.js";
import { queryNamedRows } from "../query-rows.js";
import { type MessageMedia, messages } from "../schema/index.js";

/** An inbound text to store; with `activeNumber`, only while that system number is active. */
export interface NewInboundRow {
  thread_id: number;
  sender: string;
  content: string;
  media: MessageMedia[];
  provider: string;
  provider_message_id: string;
  /** "inbound", or the keyword the carrier classified the text as (Twilio's OptOutType). */
  kind: string;
  created_at: Date;
  activeNumber: string | null;
  /**
   * Stores the text already claimed until then, for the process that will answer it, when it is
   * the only unanswered text of its thread (as the inbound claim would choose it). Null: unclaimed.
   */
  leaseUntil: Date | null;
  /** The W3C traceparent its answer, send and status continue (decision 032); absent without tracing. */
  trace_parent?: string | null;
}

/** A stored inbound text; `leased` when it was stored claimed (see NewInboundRow.leaseUntil). */
export interface StoredInbound {
  id: number;
  leased: boolean;
}

/**
 * Stores inbound texts in one statement; the result for each row is its new id, or null when it was
 * not stored: its provider message id was stored before (a retried webhook), or its system number
 * is no longer active. Checking the number in the statement itself lets the webhook trust the
 * number list it holds in memory: a number switched off a moment ago still stores nothing.
 */
export async function insertInboundMessages(
  db: Executor,
  rows: NewInboundRow[],
): Promise<Array<StoredInbound | null>> {
  const column = <K extends keyof NewInboundRow>(key: K) => sql.param(rows.map((row) => row[key]));
  const stored = await queryNamedRows<{
    id: number | string;
    provider: string;
    provider_message_id: string;
    leased: boolean;
  }>(
    db,
    "textpal_insert_inbound",
    sql`insert into ${messages} (thread_id, sender, sender_role, content, media_url, media, delivery_status,
        provider, provider_message_id, kind, lease_until, attempts, created_at, updated_at, trace_parent)
      select r.thread_id, r.sender, 'user', r.content, r.media->0->>'url', r.media, 'received', r.provider,
        r.provider_message_id, r.kind, c.lease_until, case when c.lease_until is null then 0 else 1 end,
        r.created_at, r.created_at, r.trace_parent
      from (
        select r.*, row_number() over (partition by r.thread_id order by r.created_at, r.ordinal) = 1
          as first_of_thread
        from unnest(${column("thread_id")}::int[], ${column("sender")}::text[], ${column("content")}::text[],
          ${sql.param(rows.map((row) => JSON.stringify(row.media)))}::jsonb[], ${column("provider")}::text[],
          ${column("provider_message_id")}::text[], ${column("kind")}::text[],
          ${sql.param(rows.map((row) => row.created_at.toISOString()))}::timestamptz[],
          ${column("activeNumber")}::text[],
          ${sql.param(rows.map((row) => row.leaseUntil?.toISOString() ?? null))}::timestamptz[],
          ${sql.param(rows.map((row) => row.trace_parent ?? null))}::text[])
          with ordinality
          as r(thread_id, sender, content, media, provider, provider_message_id, kind, created_at,
            active_number, lease_until, trace_parent, ordinal)
      ) r
      -- offset 0 keeps the check a per-row probe of the unanswered-texts index, as in the claim.
      cross join lateral (
        select case when r.lease_until is not null and r.first_of_thread and not exists (
            select 1 from ${messages} e
            where e.thread_id = r.thread_id and e.sender_role = 'user' and e.processed_at is null
            offset 0
          ) then r.lease_until end as lease_until
      ) c
      where r.active_number is null
        or exists (select 1 from system_numbers s where s.number = r.active_number and s.is_active)
      order by r.created_at, r.ordinal
      on conflict (provider, provider_message_id) do nothing
      returning id, provider, provider_message_id, lease_until is not null as leased`,
  );
  const byKey = new Map(
    stored.map((row) => [
      `${row.provider}:${row.provider_message_id}`,
      { id: Number(row.id), leased: row.leased },
    ]),
  );
  // A webhook retried within one batch is stored once, for its first caller; the others are retries.
  return rows.map((row) => {
    const key = `${row.provider}:${row.provider_message_id}`;
    const result = byKey.get(key) ?? null;
    byKey.delete(key);
    return result;
  });
}

/**
 * Leases inbound texts that still need an answer. Within a thread only the oldest unanswered text
 * is eligible, so a thread's texts are answered one at a time and in order; SKIP LOCKED keeps
 * several workers from taking the same one.
 */
export function prepareInboundClaim(db: Database) {
  // Prepared: every worker claims up to 200 times a second under load, and polls when idle.
  const claim = inboundClaimUpdate(db).prepare("textpal_claim_inbound");
  return async (now: Date, leaseUntil: Date, limit: number): Promise<number[]> => {
    const rows = await claim.execute({ now, leaseUntil, limit });
    return rows.map((row) => Number(row.id));
  };
}

/** The inbound claim's statement, with placeholders `now`, `leaseUntil` and `limit`. */
export function inboundClaimUpdate(db: Executor) {
  return db
    .update(messages)
    .set({
      lease_until: sql`${sql.placeholder("leaseUntil")}::timestamptz`,
      attempts: sql`${messages.attempts} + 1`,
    })
    .where(
      // = any(array(...)) rather than in (...): the ids are chosen first and then updated through
      // the primary key. As a semi-join, the prepared statement's generic plan (which cannot see
      // the limit) hashed the subquery and scanned the whole messages table for every claim.
      sql`${messages.id} = any(array(
        select m.id from ${messages} m
        where m.sender_role = 'user' and m.processed_at is null
          and (m.lease_until is null or m.lease_until < ${sql.placeholder("now")}::timestamptz)
          -- offset 0 keeps this a per-row subplan. As an anti-join, planning it probed the ends of
          -- the id indexes through every answered text not yet vacuumed: 1-3 ms per claim.
          and not exists (
            select 1 from ${messages} e
            where e.thread_id = m.thread_id and e.sender_role = 'user' and e.processed_at is null
              and e.id < m.id
            offset 0
          )
        order by m.id
        limit ${sql.placeholder("limit")}
        for update skip locked
      ))`,
    )
    .returning({ id: messages.id });
}
