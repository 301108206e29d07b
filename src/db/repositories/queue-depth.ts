import { sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";

/** A queue is counted up to this many rows per status, so a scrape stays cheap under any backlog. */
export const QUEUE_COUNT_CAP = 100_000;

export interface QueueDepth {
  outbound: { pending: number; sending: number; oldestPendingSeconds: number };
  scheduled: { waiting: number; held: number; oldestDueSeconds: number };
}

interface DepthRow {
  pending: string | number;
  sending: string | number;
  oldest_pending_seconds: string | number | null;
  waiting: string | number;
  held: string | number;
  oldest_due_seconds: string | number | null;
}

/**
 * The send queue (outbound `messages` pending or sending) and the scheduled queue (undispatched
 * `queued_messages`), in one statement. Each count walks the partial index of its queue
 * (messages_outbound_pending_idx, queued_messages_due_idx) and stops at QUEUE_COUNT_CAP; each
 * oldest is the first entry of that index, how long it has been due.
 */
export async function readQueueDepth(db: Executor, now: Date): Promise<QueueDepth> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await queryRows<DepthRow>(
    db,
    sql`select
      (select count(*) from (select 1 from messages
        where delivery_status in ('pending', 'sending') and delivery_status = 'pending' limit ${QUEUE_COUNT_CAP}) p)
        as pending,
      (select count(*) from (select 1 from messages
        where delivery_status in ('pending', 'sending') and delivery_status = 'sending' limit ${QUEUE_COUNT_CAP}) s)
        as sending,
      (select extract(epoch from ${at} - min(next_attempt_at)) from messages
        where delivery_status in ('pending', 'sending')) as oldest_pending_seconds,
      (select count(*) from (select 1 from queued_messages
        where not processed and hold_reason is null limit ${QUEUE_COUNT_CAP}) w) as waiting,
      (select count(*) from (select 1 from queued_messages
        where not processed and hold_reason is not null limit ${QUEUE_COUNT_CAP}) h) as held,
      (select extract(epoch from ${at} - min(scheduled_for)) from queued_messages
        where not processed and hold_reason is null) as oldest_due_seconds`,
  );
  const seconds = (value: string | number | null | undefined) => Math.max(0, Number(value ?? 0));
  return {
    outbound: {
      pending: Number(row?.pending ?? 0),
      sending: Number(row?.sending ?? 0),
      oldestPendingSeconds: seconds(row?.oldest_pending_seconds),
    },
    scheduled: {
      waiting: Number(row?.waiting ?? 0),
      held: Number(row?.held ?? 0),
      oldestDueSeconds: seconds(row?.oldest_due_seconds),
    },
  };
}
