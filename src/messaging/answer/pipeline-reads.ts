import type { ReferralCodeRow } from "../../db/repositories/referral-codes.js";
import type { ActiveReminder, SentReminderFiring } from "../../db/repositories/reminders.js";
import { HISTORY_LIMIT } from "../../domain/assistant/ai-context.js";
import type { Clock } from "../../domain/clock.js";
import { batchedLookup, sharedRead } from "../../loops/batcher.js";
import { FLOOD_WINDOW_MS } from "../rules/flood-limit.js";
import type {
  ConfigSnapshot,
  HistoryMessage,
  LoadedInbound,
  MessagingStore,
} from "../store/messaging-store.js";

export type InboundContext = Omit<LoadedInbound, "configVersion">;

/** Everything answering a text reads. */
export interface PipelineReads {
  inbound(id: number): Promise<LoadedInbound | undefined>;
  /** The operator's current configuration. */
  config(): Promise<ConfigSnapshot>;
  /** The configuration last read, without checking it is current (undefined before the first read). */
  lastConfig(): ConfigSnapshot | undefined;
  /** The configuration as of `version` or later: no query when that version is the one in memory. */
  configAt(version: number): Promise<ConfigSnapshot>;
  /** The conversation before an inbound text, oldest first. */
  history(inboundId: number): Promise<HistoryMessage[]>;
  usableReferralCode(code: string): Promise<ReferralCodeRow | undefined>;
  /** A person's active reminders: read only when an answer lists, cancels or changes one. */
  reminders(userId: number): Promise<ActiveReminder[]>;
  /** The last reminder firing sent to a phone since `since`: read only for a "snooze". */
  lastReminderFiring(recipient: string, since: Date): Promise<SentReminderFiring | undefined>;
  /** The service's AI spend from `since` (the month's start) on, as read within the last 30 s of `now`. */
  monthlyAiCost(since: Date, now: Date): Promise<number>;
}

/**
 * How long the month's AI spend is trusted: it grows only by answers' costs, so a budget may be
 * overrun by at most this long's answers, and the hourly figures are not summed for every text.
 */
const MONTHLY_COST_TTL_MS = 30_000;

/**
 * The pipeline's reads, batched: texts being answered at the same time share one query per kind
 * of read instead of one each, which is what lets one process answer hundreds of texts a second.
 * The operator's configuration is kept in memory and trusted only after checking its version, read
 * with the texts themselves or in one small query shared by the batch. Every read still happens
 * after its caller asked, so nothing is served stale.
 */
export function createPipelineReads(store: MessagingStore, clock: Clock): PipelineReads {
  const inbound = batchedLookup(async (ids: number[]) => {
    const rows = await store.inboundContexts(ids, new Date(clock.now().getTime() - FLOOD_WINDOW_MS));
    return new Map(rows.map((row) => [row.inbound.id, row]));
  });
  const history = batchedLookup((ids: number[]) => store.conversationsBefore(ids, HISTORY_LIMIT));
  let cached: { version: number; snapshot: ConfigSnapshot } | null = null;
  const config = sharedRead(async () => {
    // The version is read first: a change committed meanwhile only makes the next check reload.
    const version = await store.configVersion();
    if (cached?.version !== version) cached = { version, snapshot: await store.loadConfig() };
    return cached.snapshot;
  });
  let monthly: { since: number; until: number; value: Promise<number> } | null = null;
  const monthlyAiCost = (since: Date, now: Date) => {
    if (monthly?.since !== since.getTime() || now.getTime() >= monthly.until) {
      const value = store.aiCostSince(since);
      const read = { since: since.getTime(), until: now.getTime() + MONTHLY_COST_TTL_MS, value };
      monthly = read;
      // A failed read is not kept: the next text asks again.
      value.catch(() => {
        if (monthly === read) monthly = null;
      });
    }
    return monthly.value;
  };
  return {
    inbound,
    config,
    lastConfig: () => cached?.snapshot,
    configAt: async (version) => (cached?.version === version ? cached.snapshot : config()),
    history: async (inboundId) => (await history(inboundId)) ?? [],
    usableReferralCode: (code) => store.usableReferralCode(code),
    reminders: (userId) => store.activeReminders(userId),
    lastReminderFiring: (recipient, since) => store.lastReminderFiring(recipient, since),
    monthlyAiCost,
  };
}
