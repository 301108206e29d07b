import { sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.js";
import { recordAnswers } from "../../db/repositories/answer-writes.js";
import { loadConfigSnapshot, readConfigVersion } from "../../db/repositories/config-snapshot.js";
import { holdEarlyStatus, takeEarlyStatuses } from "../../db/repositories/early-delivery-statuses.js";
import { prepareInboundReads } from "../../db/repositories/inbound-context.js";
import { insertInboundMessages, prepareInboundClaim } from "../../db/repositories/inbound-queue.js";
import {
  applyDeliveryStatus,
  claimOutboundMessages,
  markOutbound,
  markOutboundSent,
  renewLeases,
} from "../../db/repositories/messages.js";
import { findUsableReferralCode } from "../../db/repositories/referral-codes.js";
import { reserveSendSlots } from "../../db/repositories/system-numbers.js";
import { findOrCreateThread } from "../../db/repositories/threads.js";
import { setOptOut } from "../../db/repositories/users.js";
import { findOrCreateUser } from "../../domain/users/find-or-create-user.js";
import type { StatusPlan } from "../rules/delivery-status.js";
import { applyEffects } from "./apply-effects.js";
import type { MessagingStore, StatusReport } from "./messaging-store.js";

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
    resolveThread: (systemNumber, participants) =>
      db.transaction(async (tx) => {
        const people = [];
        for (const phone of participants) people.push(await findOrCreateUser(tx, phone));
        const ids = people.map((person) => person.id);
        return (await findOrCreateThread(tx, systemNumber, participants, ids)).id;
      }),
    insertInbound: (rows) => insertInboundMessages(db, rows),
    claimInbound,
    inboundContexts: (ids) => reads.contexts(ids),
    conversationsBefore: (ids, limit) => reads.conversationsBefore(ids, limit),
    configVersion: () => readConfigVersion(db),
    loadConfig: () => loadConfigSnapshot(db),
    usableReferralCode: (code) => findUsableReferralCode(db, code),
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
    claimOutbound: (now, leaseUntil, limit) => claimOutboundMessages(db, now, leaseUntil, limit),
    settleOutbound: (id, settlement) => markOutbound(db, id, settlement),
    markSent: (marks) => markOutboundSent(db, marks),
    reserveSendSlots: (numbers, now) => reserveSendSlots(db, numbers, now),
    renewLeases: (ids, until) => renewLeases(db, ids, until),
    optOut: (phone, now) => setOptOut(db, phone, true, now),
    applyStatusReport: (report, plan, now) => applyStatus(db, report, plan, now),
    holdStatusReport: (report, now) => holdEarlyStatus(db, report, now),
    applyHeldStatuses: (staleBefore, planFor, now) =>
      db.transaction(async (tx) => {
        const reports = await takeEarlyStatuses(tx, staleBefore);
        for (const report of reports) await applyStatus(tx, report, planFor(report), now);
        return reports.length;
      }),
  };
}

async function applyStatus(
  db: Executor,
  report: StatusReport,
  plan: StatusPlan,
  now: Date,
): Promise<boolean> {
  const updated = await applyDeliveryStatus(db, report, plan.keepIfAlready);
  if (plan.optOutRecipient) {
    for (const message of updated) if (message.recipient) await setOptOut(db, message.recipient, true, now);
  }
  return updated.length > 0;
}
