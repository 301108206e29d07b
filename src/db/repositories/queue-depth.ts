import { sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";

/** A queue is counted up to this many rows (its statuses together), so a scrape stays cheap under any backlog. */
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
 * `queued_messages`), in one statement. Each queue's counts walk its partial index
 * (messages_outbound_pending_idx, queued_messages_due_idx) once, for at most QUEUE_COUNT_CAP rows
 * in all, so a backlog of any size costs a bounded scrape; each oldest is the first entry of that
 * index, how long it has been due.
 */
export async function readQueueDepth(db: Executor, now: Date): Promise<QueueDepth> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await queryRows<DepthRow>(
    db,
    sql`select o.pending, o.sending, q.waiting, q.held,
      (select extract(epoch from ${at} - min(next_attempt_at)) from messages
        where delivery_status in ('pending', 'sending')) as oldest_pending_seconds,
      (select extract(epoch from ${at} - min(scheduled_for)) from queued_messages
        where not processed and hold_reason is null) as oldest_due_seconds
    from (select count(*) filter (where delivery_status = 'pending') as pending,
        count(*) filter (where delivery_status = 'sending') as sending
      from (select delivery_status from messages where delivery_status in ('pending', 'sending')
        limit ${QUEUE_COUNT_CAP}) walked) o,
      (select count(*) filter (where hold_reason is null) as waiting,
        count(*) filter (where hold_reason is not null) as held
      from (select hold_reason from queued_messages where not processed limit ${QUEUE_COUNT_CAP}) walked) q`,
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
