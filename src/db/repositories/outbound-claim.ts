import { sql } from "drizzle-orm";
import type { Channel } from "../../shared/channels.js";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";
import { messages } from "../schema/index.js";

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
  /** The approved WhatsApp template it goes out as, `content` its variable 1; null for free text. */
  whatsapp_template_sid: string | null;
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
      ${messages.whatsapp_template_sid} as whatsapp_template_sid,
      -- An erased person's opt-out lives on only in the suppression list (decision 036).
      coalesce((select u.opted_out from users u where u.phone_number = ${messages.recipient}), false)
        or textpal_suppressed(${messages.recipient}) as recipient_opted_out,
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
