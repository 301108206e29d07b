import { sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { queryNamedRows } from "../query-rows.js";
import type { NewMessage } from "./messages.js";
import type { ClaimedOutbound } from "./outbound-claim.js";

/** A reply to store; `firstPart` is the first part of its text for its recipient. */
export interface ReplyRow extends NewMessage {
  reply_to_id: number;
  recipient: string;
  firstPart: boolean;
}

/** One answered text's counters: its thread's new messages and its sender's tally. */
export interface AnswerTally {
  inboundId: number;
  threadId: number;
  /** The person's texts this answer answers: the text and its burst. */
  texts: number;
  /** Messages added to the thread: the texts and their replies. */
  count: number;
  lastMessage: string;
  lastMessageAt: Date;
  userId: number;
  lastActive: Date;
  freeReplies: number;
  /** USD this answer's AI calls cost, added to the sender's spend for `spendDay`. */
  aiSpend: number;
  /** The sender's local day (YYYY-MM-DD) the answer was decided on. */
  spendDay: string;
  /** When the text came in on WhatsApp: its time, the person's new last WhatsApp message. */
  whatsappAt: Date | null;
  /** The answer was decided knowing the thread was taken over or waiting for a person. */
  decidedQuiet: boolean;
}

/** A reply stored claimed; its channel and window are the answered text's, which the caller knows. */
export type ClaimedReply = Omit<ClaimedOutbound, "channel" | "recipient_whatsapp_at" | "trace_parent"> & {
  reply_to_id: number;
};

export interface RecordedAnswers {
  /** The texts this statement marked answered (another worker may have finished some first). */
  completed: Set<number>;
  /** Replies stored already claimed for this process to send, oldest first. */
  claimed: ClaimedReply[];
  /** The texts some of whose replies were stored pending, for the outbound worker's claim. */
  queuedFor: Set<number>;
  /**
   * Texts left unanswered because their thread was taken over (or began waiting for a person)
   * after their answer was decided: decide them again (decision 030).
   */
  redecide: Set<number>;
}

/**
 * Stores the answers to several texts in one statement, atomic without a transaction of its own:
 * marks the texts answered and, for exactly those, inserts their replies and adds to their threads'
 * and senders' counters (their senders' AI spend of the day among them). One round trip per batch, where separate statements took eight.
 *
 * With `claimForSending`, a reply that can leave at once (the first part for its recipient, nothing
 * older waiting for them in the thread) is stored already leased to this process, which sends it
 * without a claim; the rest are stored pending and leave through the outbound worker's claim, in
 * order. A crash before sending leaves the lease to expire and another sender takes it over.
 *
 * An answer decided while its thread was open, to a thread taken over (or waiting for a person)
 * by now, is left out whole, and its text returned to be decided again: the pause is checked where
 * the answer is stored, and again where it is sent (decision 030).
 *
 * A batch with WhatsApp texts moves their senders' last WhatsApp message and makes their held
 * queued messages due again (see the scheduler's dispatch); an SMS-only batch runs the statement
 * without those parts, unchanged.
 */
export async function recordAnswers(
  db: Executor,
  input: {
    replies: ReplyRow[];
    tallies: AnswerTally[];
    followers: Array<{ id: number; answeredWith: number }>;
    now: Date;
    leaseUntil: Date;
    claimForSending: boolean;
  },
): Promise<RecordedAnswers> {
  const { replies, tallies, now } = input;
  const whatsapp = tallies.some((row) => row.whatsappAt !== null);
  const reply = <K extends keyof ReplyRow>(key: K) => sql.param(replies.map((row) => row[key] ?? null));
  const tally = <K extends keyof AnswerTally>(key: K) => sql.param(tallies.map((row) => row[key]));
  const iso = (dates: Date[]) => sql.param(dates.map((date) => date.toISOString()));
  const sendable = input.claimForSending
    ? sql`r.first_part and not exists (select 1 from messages e where e.thread_id = r.thread_id
        and e.recipient = r.recipient and e.delivery_status in ('pending', 'sending'))`
    : sql`false`;
  const [row] = await queryNamedRows<{
    completed: Array<number | string>;
    claimed: ClaimedReply[];
    queued: Array<number | string>;
    redecide: Array<number | string>;
  }>(
    db,
    `textpal_store_answers${input.claimForSending ? "_sending" : ""}${whatsapp ? "_whatsapp" : ""}`,
    sql`with quiet as (
      select m.id from messages m
      where m.id = any(${tally("inboundId")}::bigint[]) and m.processed_at is null
        and not m.id = any(${sql.param(tallies.filter((row) => row.decidedQuiet).map((row) => row.inboundId))}::bigint[])
        and exists (select 1 from threads th where th.id = m.thread_id
          and (th.ai_paused_at is not null or th.needs_person_at is not null))
    ),
    done as (
      update messages set processed_at = ${now}, lease_until = null, updated_at = ${now}
      where id = any(${tally("inboundId")}::bigint[]) and processed_at is null and id not in (select id from quiet)
      returning id
    ),
    followed as (
      -- A burst's later texts are answered with its first, or not at all. None can have been claimed:
      -- the claim takes a thread's oldest unanswered text only, and that is the first.
      update messages m set processed_at = ${now}, lease_until = null, updated_at = ${now}
      from unnest(${sql.param(input.followers.map((row) => row.id))}::bigint[],
          ${sql.param(input.followers.map((row) => row.answeredWith))}::bigint[]) as f(id, answered_with)
      where m.id = f.id and m.processed_at is null and f.answered_with in (select id from done)
    ),
    reply as (
      select r.*, ${sendable} as send_now
      from unnest(${reply("thread_id")}::int[], ${reply("sender")}::text[], ${reply("sender_role")}::text[],
        ${reply("content")}::text[], ${reply("media_url")}::text[], ${reply("recipient")}::text[],
        ${reply("kind")}::text[], ${reply("reply_to_id")}::bigint[], ${reply("segment_count")}::int[],
        ${reply("prompt_tokens")}::int[], ${reply("completion_tokens")}::int[], ${reply("ai_cost")}::float8[],
        ${reply("sms_cost")}::float8[], ${reply("firstPart")}::boolean[])
        with ordinality as r(thread_id, sender, sender_role, content, media_url, recipient, kind, reply_to_id,
          segment_count, prompt_tokens, completion_tokens, ai_cost, sms_cost, first_part, ord)
      where r.reply_to_id in (select id from done)
    ),
    inserted as (
      insert into messages (thread_id, sender, sender_role, content, media_url, recipient, kind, reply_to_id,
        delivery_status, lease_until, attempts, segment_count, next_attempt_at, prompt_tokens,
        completion_tokens, ai_cost, sms_cost, created_at, updated_at)
      select thread_id, sender, sender_role, content, media_url, recipient, kind, reply_to_id,
        case when send_now then 'sending' else 'pending' end,
        case when send_now then ${input.leaseUntil}::timestamptz end,
        case when send_now then 1 else 0 end,
        segment_count, ${now}, prompt_tokens, completion_tokens, ai_cost, sms_cost, ${now}, ${now}
      from reply order by ord
      returning id, thread_id, sender, recipient, content, media_url, kind, attempts, delivery_status,
        reply_to_id, segment_count
    ),
    tally as (
      select t.* from unnest(${tally("inboundId")}::bigint[], ${tally("threadId")}::int[], ${tally("texts")}::int[],
        ${tally("count")}::int[],
        ${tally("lastMessage")}::text[], ${iso(tallies.map((row) => row.lastMessageAt))}::timestamptz[],
        ${tally("userId")}::int[], ${iso(tallies.map((row) => row.lastActive))}::timestamptz[],
        ${tally("freeReplies")}::int[], ${tally("aiSpend")}::float8[], ${tally("spendDay")}::text[]${
          whatsapp
            ? sql`, ${sql.param(tallies.map((row) => row.whatsappAt?.toISOString() ?? null))}::timestamptz[]`
            : sql``
        })
        as t(inbound_id, thread_id, texts, count, last_message, last_message_at, user_id, last_active, free_replies,
          ai_spend, spend_day${whatsapp ? sql`, whatsapp_at` : sql``})
      where t.inbound_id in (select id from done)
    ),
    thread_counts as (
      update threads th set message_count = th.message_count + t.count, last_message = t.last_message,
        last_message_at = t.last_message_at, updated_at = t.last_message_at
      from tally t where th.id = t.thread_id
    ),
    user_counts as (
      -- last_active moves in steps of a minute: left unchanged, the indexed column lets the update be
      -- HOT, so a user's every text does not re-index the row (its profile's trigrams among others).
      update users u set last_active = case
          when u.last_active between t.last_active - interval '1 minute' and t.last_active then u.last_active
          else t.last_active end,
        total_messages_sent = u.total_messages_sent + t.texts,
        free_messages_used = u.free_messages_used + t.free_replies,
        -- The day's AI spend (USER_DAILY_AI_BUDGET_USD) starts again on a new local day; an answer
        -- without AI cost leaves it alone.
        ai_spend_usd = case when t.ai_spend = 0 then u.ai_spend_usd
          when u.ai_spend_day = t.spend_day then u.ai_spend_usd + t.ai_spend else t.ai_spend end,
        ai_spend_day = case when t.ai_spend = 0 then u.ai_spend_day else t.spend_day end${
          whatsapp
            ? sql`,
        whatsapp_last_inbound_at = greatest(u.whatsapp_last_inbound_at, t.whatsapp_at)`
            : sql``
        }
      from (select user_id, sum(texts)::int as texts, sum(free_replies)::int as free_replies,
          max(last_active) as last_active, sum(ai_spend)::float8 as ai_spend, max(spend_day) as spend_day${
            whatsapp ? sql`, max(whatsapp_at) as whatsapp_at` : sql``
          }
          from tally group by user_id) t
      where u.id = t.user_id
    )${
      whatsapp
        ? sql`,
    released as (
      -- Held because the WhatsApp window was closed: the person wrote, so the next dispatch sends them.
      update queued_messages q set scheduled_for = least(q.scheduled_for, ${now}), updated_at = ${now}
      from users u
      where u.id in (select user_id from tally where whatsapp_at is not null) and q.recipient = u.phone_number
        and not q.processed and q.hold_reason is not null
    )`
        : sql``
    }
    select coalesce((select array_agg(id) from done), '{}') as completed,
      coalesce((select json_agg(c order by c.id) from (
        select i.id, i.thread_id, i.sender, i.recipient, i.content, i.media_url, i.kind, i.attempts,
          i.reply_to_id, i.segment_count,
          coalesce(u.opted_out, false) or textpal_suppressed(i.recipient) as recipient_opted_out,
          u.timezone as recipient_timezone,
          (select s.messaging_service_sid from system_numbers s where s.number = i.sender)
            as sender_messaging_service_sid
        from inserted i left join users u on u.phone_number = i.recipient
        where i.delivery_status = 'sending') c), '[]') as claimed,
      coalesce((select array_agg(distinct reply_to_id) from inserted where delivery_status = 'pending'), '{}')
        as queued,
      coalesce((select array_agg(id) from quiet), '{}') as redecide`,
  );
  return {
    completed: new Set((row?.completed ?? []).map(Number)),
    claimed: (row?.claimed ?? []).map((message) => ({
      ...message,
      id: Number(message.id),
      reply_to_id: Number(message.reply_to_id),
    })),
    queuedFor: new Set((row?.queued ?? []).map(Number)),
    redecide: new Set((row?.redecide ?? []).map(Number)),
  };
}
