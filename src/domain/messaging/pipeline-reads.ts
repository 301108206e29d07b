import { batchedLookup, sharedRead } from "../../db/batcher.js";
import type { Database } from "../../db/client.js";
import {
  type ConfigSnapshot,
  loadConfigSnapshot,
  readConfigVersion,
} from "../../db/repositories/config-snapshot.js";
import { type HistoryMessage, prepareInboundReads } from "../../db/repositories/inbound-context.js";
import type { MessageRow } from "../../db/repositories/messages.js";
import { findUsableReferralCode, type ReferralCodeRow } from "../../db/repositories/referral-codes.js";
import type { ThreadRow } from "../../db/repositories/threads.js";
import type { UserRow } from "../../db/repositories/users.js";
import { HISTORY_LIMIT } from "../assistant/ai-context.js";

export interface InboundContext {
  inbound: MessageRow;
  thread: ThreadRow;
  user: UserRow;
}

/** An inbound text's context and the configuration version read with it. */
export interface LoadedInbound extends InboundContext {
  configVersion: number;
}

/** Everything answering a text reads from the database. */
export interface PipelineReads {
  inbound(id: number): Promise<LoadedInbound | undefined>;
  /** The operator's current configuration. */
  config(): Promise<ConfigSnapshot>;
  /** The configuration last read, without checking it is current (undefined before the first read). */
  lastConfig(): ConfigSnapshot | undefined;
  /** The configuration as of `version` or later: no query when that version is the one in memory. */
  configAt(version: number): Promise<ConfigSnapshot>;
  /** The conversation before an inbound text, oldest first (see prepareInboundReads). */
  history(inboundId: number): Promise<HistoryMessage[]>;
  usableReferralCode(code: string): Promise<ReferralCodeRow | undefined>;
}

/**
 * The pipeline's reads, batched: texts being answered at the same time share one query per kind
 * of read instead of one each, which is what lets one process answer hundreds of texts a second.
 * The operator's configuration is kept in memory and trusted only after checking its version, read
 * with the texts themselves or in one small query shared by the batch. Every read still happens
 * after its caller asked, so nothing is served stale.
 */
export function createPipelineReads(db: Database): PipelineReads {
  const prepared = prepareInboundReads(db);
  const inbound = batchedLookup(async (ids: number[]) => {
    const rows = await prepared.contexts(ids);
    return new Map(rows.map((row) => [row.inbound.id, row]));
  });
  const history = batchedLookup((ids: number[]) => prepared.conversationsBefore(ids, HISTORY_LIMIT));
  let cached: { version: number; snapshot: ConfigSnapshot } | null = null;
  const config = sharedRead(async () => {
    // The version is read first: a change committed meanwhile only makes the next check reload.
    const version = await readConfigVersion(db);
    if (cached?.version !== version) cached = { version, snapshot: await loadConfigSnapshot(db) };
    return cached.snapshot;
  });
  return {
    inbound,
    config,
    lastConfig: () => cached?.snapshot,
    configAt: async (version) => (cached?.version === version ? cached.snapshot : config()),
    history: async (inboundId) => (await history(inboundId)) ?? [],
    usableReferralCode: (code) => findUsableReferralCode(db, code),
  };
}
