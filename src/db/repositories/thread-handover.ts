import { sql } from "drizzle-orm";
import { AUTOMATIC_ANSWER_KINDS, HANDOFF_KIND } from "../../shared/automatic-answers.js";
import type { Executor } from "../client.js";
import { queryNamedRows, queryRows } from "../query-rows.js";

/** Why an automatic answer was not sent: an operator took the thread, or it waits for one. */
export const TAKEN_OVER = "taken_over";
export const WAITING_FOR_PERSON = "waiting_for_person";

const automaticKinds = () =>
  sql`array[${sql.join(
    AUTOMATIC_ANSWER_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  )}]::text[]`;

/**
 * Locks the thread against every send check (they take FOR KEY SHARE: see passPauseCheck) until
 * this transaction ends; false when there is no such thread.
 */
export async function lockThreadForHandover(tx: Executor, threadId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from threads where id = ${threadId} for update`,
  );
  return rows.length > 0;
}

/** Pauses the assistant in the thread, for `adminId`; Needs a person is answered by it. */
export async function pauseThread(tx: Executor, threadId: number, adminId: number, at: Date): Promise<void> {
  await tx.execute(sql`update threads set ai_paused_at = ${at}, ai_paused_by = ${adminId},
    operator_active_at = ${at}, needs_person_at = null
    where id = ${threadId}`);
}

/** The assistant answers in the thread again; nobody is waited for. */
export async function resumeThread(tx: Executor, threadId: number): Promise<void> {
  await tx.execute(sql`update threads set ai_paused_at = null, ai_paused_by = null,
    operator_active_at = null, needs_person_at = null
    where id = ${threadId}`);
}

/**
 * An operator's message joins the thread's counters, and a taken thread's automatic hand-back counts
 * from now. Answering a thread that waits for a person takes it over for that operator: the
 * assistant is already quiet there, so nothing of its can be on the way. Run before the message's
 * rows are inserted: the row lock this update takes orders operators writing in one thread at once,
 * where inserting first (a key-share lock, for the foreign key) and then locking the thread would
 * deadlock two of them.
 */
export async function addOperatorMessage(
  tx: Executor,
  addition: { threadId: number; adminId: number; count: number; lastMessage: string; at: Date },
): Promise<void> {
  const { threadId, adminId, count, lastMessage, at } = addition;
  const takes = sql`(ai_paused_at is null and needs_person_at is not null)`;
  await tx.execute(sql`update threads set message_count = message_count + ${count},
    last_message = ${lastMessage}, last_message_at = ${at}, updated_at = ${at},
    ai_paused_by = case when ${takes} then ${adminId} else ai_paused_by end,
    ai_paused_at = case when ${takes} then ${at}::timestamptz else ai_paused_at end,
    operator_active_at = case when ai_paused_at is not null or ${takes} then ${at}::timestamptz
      else operator_active_at end,
    needs_person_at = null
    where id = ${threadId}`);
}

/** The person asked for a human: flagged once, unless an operator has the thread already. */
export async function flagNeedsPerson(tx: Executor, threadId: number, at: Date): Promise<void> {
  await tx.execute(sql`update threads set needs_person_at = ${at}
    where id = ${threadId} and ai_paused_at is null and needs_person_at is null`);
}

/**
 * Cancels the thread's automatic answers that have not passed their last check: the pending ones
 * and those a sender holds short of it (its check then finds them cancelled). How many.
 */
export async function cancelUnsentAutomaticAnswers(
  tx: Executor,
  threadId: number,
  at: Date,
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update messages set delivery_status = 'canceled', error_code = ${TAKEN_OVER}, lease_until = null,
      updated_at = ${at}
    where thread_id = ${threadId} and kind = any(${automaticKinds()})
      and (delivery_status = 'pending' or (delivery_status = 'sending' and pause_checked_at is null))
    returning id`,
  );
  return rows.length;
}

/**
 * The thread's automatic answers that passed their last check and whose sender, still alive (its
 * lease runs), has not recorded the outcome: they may be on their way to the provider.
 */
export async function automaticAnswersInFlight(db: Executor, threadId: number, now: Date): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from messages
    where thread_id = ${threadId} and kind = any(${automaticKinds()}) and delivery_status = 'sending'
      and pause_checked_at is not null and lease_until > ${now}`,
  );
  return Number(row?.count ?? 0);
}

/**
 * The last check before automatic answers go to the provider: those whose thread is neither taken
 * over nor waiting for a person (the hand-off notice only needs it not taken over) are marked
 * checked, the rest cancelled, in one statement. The threads are read FOR KEY SHARE: that waits for
 * a take-over in progress (FOR UPDATE) and then sees it, but never for the answers' own counter
 * updates, so it cannot deadlock with them. Returns the ids that may be sent.
 */
export async function passPauseCheck(db: Executor, ids: number[], now: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const [row] = await queryNamedRows<{ passed: Array<number | string> | null }>(
    db,
    "textpal_pass_pause_check",
    sql`with open as (
      select t.id, t.needs_person_at is not null as waiting from threads t
      where t.id in (select thread_id from messages where id = any(${sql.param(ids)}::bigint[]))
        and t.ai_paused_at is null
      for key share of t
    ),
    checked as (
      update messages m set pause_checked_at = ${now}
      from open o
      where m.id = any(${sql.param(ids)}::bigint[]) and m.delivery_status = 'sending' and o.id = m.thread_id
        and (not o.waiting or m.kind = ${HANDOFF_KIND})
      returning m.id
    ),
    refused as (
      update messages m set delivery_status = 'canceled', lease_until = null, updated_at = ${now},
        error_code = case when m.thread_id in (select id from open) then ${WAITING_FOR_PERSON}
          else ${TAKEN_OVER} end
      where m.id = any(${sql.param(ids)}::bigint[]) and m.delivery_status = 'sending'
        and m.id not in (select id from checked)
    )
    select (select array_agg(id) from checked) as passed`,
  );
  return new Set((row?.passed ?? []).map(Number));
}

/** Hands back every thread whose operator has been silent since `idleSince`; their ids. */
export async function handBackIdleThreads(db: Executor, idleSince: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update threads set ai_paused_at = null, ai_paused_by = null, operator_active_at = null,
      needs_person_at = null
    where ai_paused_at is not null and operator_active_at < ${idleSince}
    returning id`,
  );
  return rows.map((row) => Number(row.id));
}
