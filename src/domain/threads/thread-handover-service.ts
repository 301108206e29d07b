import { setTimeout as sleepFor } from "node:timers/promises";
import type { Database, DatabaseHandle, Executor } from "../../db/client.js";
import { findThreadMessage, insertMessages } from "../../db/repositories/messages.js";
import { readSettings } from "../../db/repositories/settings.js";
import {
  addOperatorMessage,
  automaticAnswersInFlight,
  cancelUnsentAutomaticAnswers,
  lockThreadForHandover,
  pauseThread,
  resumeThread,
} from "../../db/repositories/thread-handover.js";
import { findThreadById, type ThreadView } from "../../db/repositories/threads.js";
import { findUserByPhone } from "../../db/repositories/users.js";
import type { ThreadSummary } from "../../shared/mock-chat.js";
import type { AdminThreadMessage } from "../../shared/threads.js";
import { KeyedSerializer } from "../admin/keyed-serializer.js";
import { AppError } from "../app-error.js";
import { afterCommit, currentAuditScope, noteAuditChange } from "../audit/audit-scope.js";
import { recordAuditEntry } from "../audit/record-audit-entry.js";
import type { Clock } from "../clock.js";
import { outboundRows } from "../delivery-rules/outbound-rows.js";
import { segmentPrice } from "../delivery-rules/spend-caps.js";
import { takeoverTimeoutHours } from "./assistant-pause.js";
import { operatorRecipients } from "./operator-recipients.js";
import { toAdminThreadMessage, toThreadSummary } from "./thread-mapper.js";

/** What handing a thread over needs of the messaging core (decision 030). */
export interface AutomaticAnswerFence {
  /**
   * Holds back this process's automatic answers in the thread once those past their last check
   * have reached the provider (at most `maxWaitMs`); the returned function lets them go on.
   */
  closeThreadToAutomaticAnswers(threadId: number, maxWaitMs: number): Promise<() => void>;
  /** An operator's message was stored (and committed): have a sender look now. */
  operatorMessageStored(): void;
}

/**
 * How long a take-over waits for automatic answers already on their way to the provider: longer
 * than a provider call normally takes, short enough for an operator to wait on.
 */
const IN_FLIGHT_WAIT_MS = 10_000;
const IN_FLIGHT_POLL_MS = 10;

export interface ThreadHandoverDeps {
  /** The services' handle: inside an audited call, its transaction. */
  db: Database;
  database: DatabaseHandle;
  clock: Clock;
  fence: AutomaticAnswerFence;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Operators stepping into a conversation: taking a thread over (the assistant pauses there),
 * handing it back, writing in it, and the automatic hand-back after TAKEOVER_TIMEOUT_HOURS of their
 * silence. A take-over is exact: no automatic answer reaches the provider after it commits.
 */
export function createThreadHandoverService({ db, database, clock, fence, sleep }: ThreadHandoverDeps) {
  const wait = sleep ?? ((ms: number) => sleepFor(ms));
  // One take-over transaction at a time in this process: each may hold its connection while other
  // processes' sends finish, and those sends' own writes need connections from the same pool.
  const takeOvers = new KeyedSerializer();
  const timeoutHours = async () => takeoverTimeoutHours((await readSettings(db)).TAKEOVER_TIMEOUT_HOURS);
  const summary = async (thread: ThreadView | undefined): Promise<ThreadSummary> => {
    if (!thread) throw AppError.notFound("Thread not found");
    return toThreadSummary(thread, await timeoutHours());
  };

  /**
   * On PostgreSQL other processes send too: their answers that passed their check before this
   * transaction locked the thread are waited for (the thread lock makes every later check wait for
   * the commit, and then see the pause). On the embedded database this process is the only sender.
   */
  async function waitForOtherSenders(tx: Executor, threadId: number): Promise<number> {
    if (database.kind !== "postgres") return 0;
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const inFlight = await automaticAnswersInFlight(tx, threadId, clock.now());
      if (inFlight === 0 || Date.now() >= deadline) return inFlight;
      await wait(IN_FLIGHT_POLL_MS);
    }
  }

  return {
    /**
     * Pauses the assistant in the thread for the calling admin. This process's automatic answers
     * on their way to the provider arrive first; then one transaction locks the thread, cancels its
     * unsent automatic answers, waits for other processes' sends past their check, pauses it and
     * writes the audit entry. Taking a thread another operator holds makes it the caller's.
     */
    async takeOver(threadId: number): Promise<ThreadSummary> {
      const actor = currentAuditScope()?.actor ?? null;
      if (!actor) throw new Error("a take-over needs the signed-in admin");
      const reopen = await fence.closeThreadToAutomaticAnswers(threadId, IN_FLIGHT_WAIT_MS);
      try {
        const thread = await takeOvers.run(["take-over"], () =>
          database.db.transaction(async (tx) => {
            if (!(await lockThreadForHandover(tx, threadId))) throw AppError.notFound("Thread not found");
            const cancelled = await cancelUnsentAutomaticAnswers(tx, threadId, clock.now());
            const unfinished = await waitForOtherSenders(tx, threadId);
            // The pause's time is taken last: every automatic answer sent in this thread went before it.
            await pauseThread(tx, threadId, actor.id, clock.now());
            await recordAuditEntry(tx, clock, {
              action: "take_over",
              resourceType: "thread",
              resourceId: threadId,
              summary: [
                "assistant paused",
                `${cancelled} unsent automatic ${cancelled === 1 ? "answer" : "answers"} cancelled`,
                unfinished > 0 ? `${unfinished} still unanswered by the provider after 10 s` : "",
              ]
                .filter(Boolean)
                .join("; "),
            });
            return findThreadById(tx, threadId);
          }),
        );
        return summary(thread);
      } finally {
        reopen();
      }
    },

    /** The assistant answers in the thread again, and nobody is waited for there. */
    async handBack(threadId: number): Promise<ThreadSummary> {
      const before = await findThreadById(db, threadId);
      if (!before) throw AppError.notFound("Thread not found");
      await resumeThread(db, threadId);
      noteAuditChange(
        before.ai_paused_at
          ? "assistant resumed"
          : before.needs_person_at
            ? "needs a person cleared"
            : "no change",
      );
      return summary(await findThreadById(db, threadId));
    },

    /**
     * An operator's message, sent from the thread's system number through the outbound path like
     * any other (rate, segments, status callbacks, Messaging Service, WhatsApp's window); quiet
     * hours are for marketing, not conversation. It keeps a taken thread from being handed back.
     */
    async sendMessage(threadId: number, body: string): Promise<AdminThreadMessage> {
      const actor = currentAuditScope()?.actor ?? null;
      if (!actor) throw new Error("an operator's message needs the signed-in admin");
      const thread = await findThreadById(db, threadId);
      if (!thread) throw AppError.notFound("Thread not found");
      const now = clock.now();
      const people = await Promise.all(thread.participants.map((phone) => findUserByPhone(db, phone)));
      const recipients = operatorRecipients(thread, people, now);
      if ("refused" in recipients) throw AppError.conflict(recipients.refused);
      const price = segmentPrice((await readSettings(db)).SMS_SEGMENT_PRICE_USD);
      const rows = outboundRows(
        { content: body, kind: "operator", senderRole: "assistant", recipients: recipients.phones },
        thread,
        now,
        { segmentPriceUsd: price },
      ).map((row) => ({ ...row, sent_by_admin_id: actor.id }));
      await addOperatorMessage(db, {
        threadId,
        adminId: actor.id,
        count: rows.length,
        lastMessage: rows.at(-1)?.content ?? body,
        at: now,
      });
      const stored = await insertMessages(db, rows);
      noteAuditChange(
        `message of ${Array.from(body).length} characters to ${recipients.phones.length} ${recipients.phones.length === 1 ? "person" : "people"}`,
      );
      await afterCommit(() => fence.operatorMessageStored());
      const first = stored[0] ? await findThreadMessage(db, stored[0].id) : undefined;
      if (!first) throw new Error("an operator's message vanished while it was stored");
      return toAdminThreadMessage(first);
    },
  };
}

export type ThreadHandoverService = ReturnType<typeof createThreadHandoverService>;
