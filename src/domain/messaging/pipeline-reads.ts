import { batchedLookup, sharedRead } from "../../db/batcher.js";
import type { Executor } from "../../db/client.js";
import { listRunningAdvertisements } from "../../db/repositories/advertising.js";
import { conversationsBefore, findInboundsWithContext } from "../../db/repositories/inbound-context.js";
import { listActiveKeywords } from "../../db/repositories/keywords.js";
import type { MessageRow } from "../../db/repositories/messages.js";
import { findPromptsByTypes, type PromptRow } from "../../db/repositories/prompts.js";
import { findUsableReferralCode } from "../../db/repositories/referral-codes.js";
import { readSettings, type SettingsMap } from "../../db/repositories/settings.js";
import { findSystemNumbers, type SystemNumberRow } from "../../db/repositories/system-numbers.js";
import type { ThreadRow } from "../../db/repositories/threads.js";
import type { UserRow } from "../../db/repositories/users.js";
import { HISTORY_LIMIT } from "../assistant/ai-context.js";
import type { PolicyLookups } from "./policy-lookups.js";

export interface InboundContext {
  inbound: MessageRow;
  thread: ThreadRow;
  user: UserRow;
}

/** Everything answering a text reads from the database. */
export interface PipelineReads extends PolicyLookups {
  inbound(id: number): Promise<InboundContext | undefined>;
  settings(): Promise<SettingsMap>;
  systemNumber(number: string): Promise<SystemNumberRow | undefined>;
  /** The conversation before an inbound text, oldest first (see conversationsBefore). */
  history(inboundId: number): Promise<MessageRow[]>;
  prompt(type: string): Promise<PromptRow | undefined>;
}

/**
 * The pipeline's reads, batched: texts being answered at the same time share one query per kind
 * of read instead of one each, which is what lets one process answer hundreds of texts a second.
 * Every read still happens after its caller asked, so nothing is served stale.
 */
export function createPipelineReads(db: Executor): PipelineReads {
  const inbound = batchedLookup(async (ids: number[]) => {
    const rows = await findInboundsWithContext(db, ids);
    return new Map(rows.map((row) => [row.inbound.id, row]));
  });
  const history = batchedLookup((ids: number[]) => conversationsBefore(db, ids, HISTORY_LIMIT));
  return {
    inbound,
    settings: sharedRead(() => readSettings(db)),
    systemNumber: batchedLookup((numbers: string[]) => findSystemNumbers(db, numbers)),
    history: async (inboundId) => (await history(inboundId)) ?? [],
    prompt: batchedLookup((types: string[]) => findPromptsByTypes(db, types)),
    activeKeywords: sharedRead(() => listActiveKeywords(db)),
    runningAdvertisements: sharedRead(() => listRunningAdvertisements(db)),
    usableReferralCode: (code) => findUsableReferralCode(db, code),
  };
}
