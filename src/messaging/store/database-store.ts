import { sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.js";
import { isForeignKeyViolation } from "../../db/constraint-violations.js";
import { recordAnswers } from "../../db/repositories/answer-writes.js";
import { loadConfigSnapshot, readConfigVersion } from "../../db/repositories/config-snapshot.js";
import { changeConsent } from "../../db/repositories/consent-events.js";
import { holdEarlyStatus, takeEarlyStatuses } from "../../db/repositories/early-delivery-statuses.js";
import { prepareInboundReads } from "../../db/repositories/inbound-context.js";
import { insertInboundMessages, prepareInboundClaim } from "../../db/repositories/inbound-queue.js";
import { traceParentOfSent } from "../../db/repositories/message-traces.js";
import {
  applyDeliveryStatus,
  markOutbound,
  markOutboundSent,
  recordedProviderIds,
  renewLeases,
} from "../../db/repositories/messages.js";
import { findMockMedia } from "../../db/repositories/mock-chat-media.js";
import { claimOutboundMessages } from "../../db/repositories/outbound-claim.js";
import { findUsableReferralCode } from "../../db/repositories/referral-codes.js";
import { activeReminders, lastReminderFiring } from "../../db/repositories/reminders.js";
import { costsSince } from "../../db/repositories/stats.js";
import { reserveSendSlots } from "../../db/repositories/system-numbers.js";
import { passPauseCheck } from "../../db/repositories/thread-handover.js";
import { findOrCreateThread } from "../../db/repositories/threads.js";
import { holdInboundTurn } from "../../db/repositories/turn-hold.js";
import { findOrCreateUser } from "../../domain/users/find-or-create-user.js";
import type { StatusPlan } from "../rules/delivery-status.js";
import { applyEffects } from "./apply-effects.js";
import type { Conversation, MessagingStore, SentText, StatusReport } from "./messaging-store.js";

/** A user reset can delete a thread between finding it and inserting into it: a few tries are plenty. */
const THREAD_ATTEMPTS = 3;

/**
 * The messaging store on a Drizzle database (PGlite or node-postgres). The statements of the hot
 * path are prepared once here (decision 008); the SQL itself lives in src/db/repositories.
 */
export function createDatabaseStore(db: Database): MessagingStore {
  const reads = prepareInboundReads(db);
  const claimInbound = prepareInboundClaim(db);
  return {
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    resolveThread: (conversation, text) => db.transaction((tx) => threadOf(tx, conversation, text)),
    insertInbound: (rows) => insertInboundMessages(db, rows),
    insertInboundAlongside: (conversation, row, alongside) =>
      againIfThreadVanished(() =>
        db.transaction(async (tx) => {
          const text = { sender: row.sender, message: row.content, at: row.created_at };
          const threadId = await threadOf(tx, conversation, text);
          const [stored] = await insertInboundMessages(tx, [{ ...row, thread_id: threadId }]);
          await alongside(tx, stored ? { messageId: stored.id, threadId } : null);
          return stored ? { ...stored, threadId } : null;
        }),
      ),
    claimInbound,
    inboundContexts: (ids, since) => reads.contexts(ids, since),
    conversationsBefore: (ids, limit) => reads.conversationsBefore(ids, limit),
    configVersion: () => readConfigVersion(db),
    loadConfig: () => loadConfigSnapshot(db),
    usableReferralCode: (code) => findUsableReferralCode(db, code),
    activeReminders: (userId) => activeReminders(db, userId),
    lastReminderFiring: (recipient, since) => lastReminderFiring(db, recipient, since),
    aiCostSince: async (since) => (await costsSince(db, since)).ai,
    mockChatMedia: (id) => findMockMedia(db, id),
    async recordAnswers(write) {
      const input = { ...write, claimForSending: write.effects.size === 0 };
      if (write.effects.size === 0) return recordAnswers(db, input);
      return db.transaction(async (tx) => {
        const recorded = await recordAnswers(tx, input);
        for (const [inboundId, { user, threadId, effects }] of write.effects) {
          if (recorded.completed.has(inboundId)) await applyEffects(tx, user, threadId, effects, write.now);
        }
        return recorded;
      });
    },
    holdTurn: (hold) => db.transaction((tx) => holdInboundTurn(tx, hold)),
    claimOutbound: (now, leaseUntil, limit) => claimOutboundMessages(db, now, leaseUntil, limit),
    settleOutbound: (id, settlement) => markOutbound(db, id, settlement),
    markSent: (marks) => markOutboundSent(db, marks),
    recordedProviderIds: (ids) => recordedProviderIds(db, ids),
    passPauseCheck: (ids, now) => passPauseCheck(db, ids, now),
    reserveSendSlots: (numbers, now) => reserveSendSlots(db, numbers, now),
    renewLeases: (ids, until) => renewLeases(db, ids, until),
    carrierOptOut: (phone, message, now) => carrierOptOut(db, phone, message, now),
    applyStatusReport: (report, plan, now) => applyStatus(db, report, plan, now),
    holdStatusReport: (report, now) => holdEarlyStatus(db, report, now),
    traceParentOfSent: (report) => traceParentOfSent(db, report.provider, report.providerMessageId),
    applyHeldStatuses: (staleBefore, planFor, now) =>
      db.transaction(async (tx) => {
        const reports = await takeEarlyStatuses(tx, staleBefore);
        for (const report of reports) await applyStatus(tx, report, planFor(report), now);
        return reports.length;
      }),
  };
}

async function threadOf(
  tx: Executor,
  { systemNumber, participants, channel }: Conversation,
  text: SentText,
): Promise<number> {
  const people = [];
  for (const phone of participants) {
    const firstText = phone === text.sender ? { message: text.message, at: text.at } : undefined;
    people.push(await findOrCreateUser(tx, phone, firstText));
  }
  const ids = people.map((person) => person.id);
  return (await findOrCreateThread(tx, systemNumber, participants, ids, channel)).id;
}

async function applyStatus(
  db: Executor,
  report: StatusReport,
  plan: StatusPlan,
  now: Date,
): Promise<boolean> {
  const updated = await applyDeliveryStatus(db, report, plan.keepIfAlready);
  if (plan.optOutRecipient) {
    for (const message of updated) {
      if (message.recipient) await carrierOptOut(db, message.recipient, CARRIER_OPT_OUT_IN_STATUS, now);
    }
  }
  return updated.length > 0;
}

/** How a 21610 in a status callback reads in the consent log. */
const CARRIER_OPT_OUT_IN_STATUS = "Twilio error 21610 in a delivery status";

/** The carrier refused a text because the person opted out with it: recorded once, not per refusal. */
function carrierOptOut(db: Executor, phone: string, message: string, now: Date): Promise<boolean> {
  return changeConsent(db, phone, { action: "opt_out", source: "carrier", message, at: now }, true);
}

/**
 * Runs a transaction again when a thread it found was deleted by a reset that committed before
 * its insert (PostgreSQL's read committed sees the thread, then fails its foreign key). The whole
 * transaction rolled back, so running it again writes everything once.
 */
async function againIfThreadVanished<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt === THREAD_ATTEMPTS || !isForeignKeyViolation(error)) throw error;
    }
  }
}
