import type { Executor } from "../../db/client.js";
import type { AnswerTally, RecordedAnswers, ReplyRow } from "../../db/repositories/answer-writes.js";
import type { ConfigSnapshot } from "../../db/repositories/config-snapshot.js";
import type { StatusReport } from "../../db/repositories/early-delivery-statuses.js";
import type { HistoryMessage } from "../../db/repositories/inbound-context.js";
import type { NewInboundRow, StoredInbound } from "../../db/repositories/inbound-queue.js";
import type { MessageRow, SentMark } from "../../db/repositories/messages.js";
import type { MockMediaFile } from "../../db/repositories/mock-chat-media.js";
import type { ClaimedOutbound } from "../../db/repositories/outbound-claim.js";
import type { ReferralCodeRow } from "../../db/repositories/referral-codes.js";
import type { ActiveReminder, SentReminderFiring } from "../../db/repositories/reminders.js";
import type { ThreadRow } from "../../db/repositories/threads.js";
import type { TurnHoldWrite } from "../../db/repositories/turn-hold.js";
import type { UserRow } from "../../db/repositories/users.js";
import type { Channel } from "../../shared/channels.js";
import type { StatusPlan } from "../rules/delivery-status.js";
import type { Effect } from "../rules/effects.js";

export type {
  ClaimedOutbound,
  ConfigSnapshot,
  HistoryMessage,
  NewInboundRow,
  SentMark,
  StatusReport,
  TurnHoldWrite,
};

/**
 * A write that must commit with the text it follows, or not at all: the mock chat's audit entry.
 * `stored` is null when the text was not stored (a retried id).
 */
export type WrittenAlongside = (
  tx: Executor,
  stored: { messageId: number; threadId: number } | null,
) => Promise<void>;

/** Whose conversation a text belongs to: the people, the number they texted and the channel. */
export interface Conversation {
  systemNumber: string;
  /** E.164 phones, sorted. */
  participants: string[];
  channel: Channel;
}

/** An inbound text with its thread and sender, and the configuration version read with them. */
export interface LoadedInbound {
  inbound: MessageRow;
  thread: ThreadRow;
  user: UserRow;
  configVersion: number;
  /** The thread's later unanswered texts, oldest first (at most MAX_BURST): answered with this one if plain. */
  later: MessageRow[];
  /** The sender's texts in the thread since the `since` of the read (a minute ago): MAX_TEXTS_PER_MINUTE. */
  recentTexts: number;
}

/** The answers of a batch of texts, as rows to write, and the effects of each answered text. */
export interface AnswerWrite {
  replies: ReplyRow[];
  tallies: AnswerTally[];
  /** Texts answered with another (`answeredWith`, a tally's text): marked answered only with it. */
  followers: Array<{ id: number; answeredWith: number }>;
  /** Effects to apply, by inbound text, in the same transaction; only for texts this write answers. */
  effects: Map<number, { user: UserRow; threadId: number; effects: Effect[] }>;
  now: Date;
  leaseUntil: Date;
}

/** How a claimed outbound text ends its attempt (sent marks go through markSent). */
export type OutboundSettlement =
  | { delivery_status: "canceled"; error_code: string }
  | { delivery_status: "failed"; error_code: string }
  | { delivery_status: "pending"; next_attempt_at: Date; error_code?: string; attempts?: number };

/** An inbound text as the consent log records a new sender's opt-in. */
export interface SentText {
  sender: string;
  message: string;
  at: Date;
}

/**
 * Every read and write of the messaging core, on PostgreSQL or PGlite: the steps see nothing else
 * of the database. Batch operations take and return arrays in the same order; the core groups
 * concurrent callers into them.
 */
export interface MessagingStore {
  /** Resolves when the database answers; the spool's replay asks before blaming an entry. */
  ping(): Promise<void>;
  /**
   * The thread of this conversation, creating the users and thread if new. A person is one user
   * keyed by phone whichever channel they write on; each channel has its own thread. A sender new
   * as a user opts in with `text` (the consent log's first_text entry).
   */
  resolveThread(conversation: Conversation, text: SentText): Promise<number>;
  /** Stores inbound texts; null where a text was stored before or its number is inactive. */
  insertInbound(rows: NewInboundRow[]): Promise<Array<StoredInbound | null>>;
  /**
   * Stores one text in a transaction of its own with its thread (created if new) and `alongside`:
   * the unbatched path, for texts a write of their own must accompany.
   */
  insertInboundAlongside(
    conversation: Conversation,
    row: Omit<NewInboundRow, "thread_id">,
    alongside: WrittenAlongside,
  ): Promise<(StoredInbound & { threadId: number }) | null>;
  /** Leases up to `limit` unanswered texts, the oldest unanswered of each thread only. */
  claimInbound(now: Date, leaseUntil: Date, limit: number): Promise<number[]>;
  /** The texts with their threads and senders; `recentTexts` counts the texts that arrived after `since`. */
  inboundContexts(ids: number[], since: Date): Promise<LoadedInbound[]>;
  /** Each text's conversation before it, oldest first, at most `limit` messages. */
  conversationsBefore(ids: number[], limit: number): Promise<Map<number, HistoryMessage[]>>;
  configVersion(): Promise<number>;
  loadConfig(): Promise<ConfigSnapshot>;
  usableReferralCode(code: string): Promise<ReferralCodeRow | undefined>;
  /** The person's active reminders, next firing first (decision 038). */
  activeReminders(userId: number): Promise<ActiveReminder[]>;
  /** The last reminder firing sent to the phone since `since`: what "snooze" repeats. */
  lastReminderFiring(recipient: string, since: Date): Promise<SentReminderFiring | undefined>;
  /** USD spent on AI answers from `since` on, from the hourly counters. */
  aiCostSince(since: Date): Promise<number>;
  /** A file the console's mock chat attached (its media's mock-media: address), or null when gone. */
  mockChatMedia(id: string): Promise<MockMediaFile | null>;
  /**
   * Marks texts answered, stores their replies and counters, and applies their effects, atomically;
   * a text another worker answered first is left out whole. Without effects, replies that can leave
   * at once are stored leased to the caller (`claimed`).
   */
  recordAnswers(write: AnswerWrite): Promise<RecordedAnswers>;
  /**
   * Leaves a text unanswered and claimed until `until`, with the thread's flood mark and the notice
   * if one is due, in one transaction; false when the text was answered meanwhile.
   */
  holdTurn(hold: TurnHoldWrite): Promise<boolean>;
  claimOutbound(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedOutbound[]>;
  settleOutbound(id: number, settlement: OutboundSettlement): Promise<void>;
  markSent(marks: SentMark[]): Promise<void>;
  /**
   * The last check of automatic answers before the provider: the ids whose thread is neither taken
   * over nor waiting for a person; the others are cancelled (decision 030).
   */
  passPauseCheck(ids: number[], now: Date): Promise<Set<number>>;
  /** Which of these provider ids some text already holds (a send found at the provider is not another's). */
  recordedProviderIds(ids: string[]): Promise<Set<string>>;
  /** The next send slot of each number (repeats take successive slots); null for unknown numbers. */
  reserveSendSlots(numbers: string[], now: Date): Promise<Array<Date | null>>;
  /** Extends the leases still held on these messages, never shortening one. */
  renewLeases(ids: number[], until: Date): Promise<void>;
  /**
   * Opts the person out because the carrier said they had (Twilio error 21610), with `message` in
   * their consent log; false when they were opted out already (no second entry).
   */
  carrierOptOut(phone: string, message: string, now: Date): Promise<boolean>;
  /** Applies a status report as planned; false when no text has its provider id (yet). */
  applyStatusReport(report: StatusReport, plan: StatusPlan, now: Date): Promise<boolean>;
  /** The traceparent of the text the reported message answers (tracing on only; decision 032). */
  traceParentOfSent(report: StatusReport): Promise<string | null>;
  /** Keeps a report whose send is not recorded yet (see applyHeldStatuses). */
  holdStatusReport(report: StatusReport, now: Date): Promise<void>;
  /**
   * In one transaction, takes the held reports whose sends are recorded by now (dropping those held
   * since before `staleBefore`) and applies each as planned, in the order they arrived.
   */
  applyHeldStatuses(
    staleBefore: Date,
    planFor: (report: StatusReport) => StatusPlan,
    now: Date,
  ): Promise<number>;
}
