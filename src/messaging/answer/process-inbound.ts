import type { ConfigSnapshot } from "../../db/repositories/config-snapshot.js";
import type { HistoryMessage } from "../../db/repositories/inbound-context.js";
import { APOLOGY, type Assistant } from "../../domain/assistant/assistant.js";
import type { Clock } from "../../domain/clock.js";
import { recipientZone } from "../../domain/delivery-rules/quiet-hours.js";
import { monthStart, segmentPrice, spendDay } from "../../domain/delivery-rules/spend-caps.js";
import { withSpan } from "../../observability/tracing/spans.js";
import { isOn } from "../../shared/settings.js";
import type { Decision } from "../rules/effects.js";
import { decideTurn, type TurnDecision } from "./decide-turn.js";
import type { TurnHold } from "./hold-turn.js";
import type { InboundContext, PipelineReads } from "./pipeline-reads.js";
import type { MediaReader } from "./read-media.js";
import type { Answer, StoredAnswer } from "./store-answers.js";
import { readTurnMedia } from "./turn-media.js";

/** A text whose handling keeps crashing is answered with an apology rather than retried forever. */
export const MAX_PROCESSING_ATTEMPTS = 5;

export interface PipelineDeps {
  reads: PipelineReads;
  clock: Clock;
  assistant: Assistant;
  /** Answers once the month's AI budget is spent. */
  offlineAssistant: Assistant;
  /** DEFAULT_TIMEZONE: the calendar of people without a zone, and of the monthly budget. */
  defaultTimeZone: string;
  /** PUBLIC_URL, for the links texts carry. */
  publicUrl: string;
  /** Reads a text's pictures and voice notes for the assistant (see readMedia). */
  readMedia: MediaReader;
  /** Stores the answer (batched with others being stored at the same time). */
  storeAnswer(answer: Answer): Promise<StoredAnswer>;
  /**
   * Leaves the text unanswered until `until` (MAX_TEXTS_PER_MINUTE), storing the notice if any;
   * true when a notice was stored, for the sender to take.
   */
  holdTurn(hold: TurnHold): Promise<boolean>;
}

/**
 * Answers one stored inbound text: decides the reply (which may call the AI, outside any
 * transaction), then stores it with the other answers of its batch (see storeAnswers): the text
 * marked answered, its replies queued, its effects applied. If another worker got there first,
 * nothing of this answer is stored.
 */
export async function processInbound(deps: PipelineDeps, messageId: number): Promise<StoredAnswer> {
  for (let decision = 1; ; decision++) {
    const stored = await answerOnce(deps, messageId);
    // A take-over landed between deciding and storing: decide again, now knowing it. Should the
    // pause keep flipping, the text stays leased and is claimed again when the lease runs out.
    if (!stored.redecide || decision === MAX_DECISIONS) return stored;
  }
}

/** Decisions of one text in one claim, when take-overs keep landing while it is answered. */
const MAX_DECISIONS = 3;

async function answerOnce(deps: PipelineDeps, messageId: number): Promise<StoredAnswer> {
  // Both reads are keyed by the text's id, so they go together rather than one after the other.
  const [loaded, history] = await Promise.all([deps.reads.inbound(messageId), deps.reads.history(messageId)]);
  if (!loaded || loaded.inbound.processed_at)
    return { answered: false, sendNow: [], queued: false, redecide: false };
  const config = await deps.reads.configAt(loaded.configVersion);
  const now = deps.clock.now();
  const today = spendDay(now, recipientZone(loaded.user.timezone, deps.defaultTimeZone));
  // The text's trace, begun by its webhook, wherever and whenever this runs (decision 032).
  return withSpan(
    "textpal.text.answer",
    answerFacts(loaded),
    async (span) => {
      const turn: TurnDecision =
        loaded.inbound.attempts > MAX_PROCESSING_ATTEMPTS
          ? { kind: "answer", decision: apologyAfterFailures(loaded), burst: [] }
          : await decide(deps, loaded, config, history, { now, today });
      const segmentPriceUsd = segmentPrice(config.settings.SMS_SEGMENT_PRICE_USD);
      if (turn.kind === "wait") {
        const noticed = await deps.holdTurn({
          ...loaded,
          until: turn.until,
          notice: turn.notice,
          segmentPriceUsd,
        });
        span.note({ "textpal.outcome": "held_for_flood_limit" });
        return { answered: false, sendNow: [], queued: noticed, redecide: false };
      }
      const { decision, burst } = turn;
      span.note({
        "textpal.reply.kinds": decision.drafts.map((draft) => draft.kind).join(","),
        "textpal.effects": decision.effects.map((effect) => effect.type).join(","),
        "textpal.burst.texts": 1 + burst.length,
      });
      const stored = await deps.storeAnswer({ ...loaded, burst, decision, spendDay: today, segmentPriceUsd });
      span.note({ "textpal.outcome": answerOutcome(stored) });
      return stored;
    },
    { parent: loaded.inbound.trace_parent },
  );
}

function answerFacts({ inbound, thread, user }: InboundContext) {
  return {
    "textpal.message.id": inbound.id,
    "textpal.thread.id": thread.id,
    "textpal.user.id": user.id,
    "textpal.channel": thread.channel,
    "textpal.attempt": inbound.attempts,
    "textpal.media.count": inbound.media.length,
  };
}

function answerOutcome(stored: StoredAnswer): string {
  if (stored.redecide) return "decided_again";
  return stored.answered ? "answered" : "answered_elsewhere";
}

async function decide(
  deps: PipelineDeps,
  loaded: InboundContext,
  config: ConfigSnapshot,
  history: HistoryMessage[],
  { now, today }: { now: Date; today: string },
) {
  const { inbound, thread, user } = loaded;
  const settings = {
    imageAnalysis: isOn(config.settings.IMAGE_ANALYSIS),
    transcriptionModel: config.settings.TRANSCRIPTION_MODEL,
  };
  const facts = {
    later: loaded.later,
    recentTexts: loaded.recentTexts,
    floodUntil: thread.flood_until,
    readLater: async () => (await deps.reads.inbound(inbound.id))?.later ?? [],
  };
  return decideTurn(
    {
      lookups: {
        activeKeywords: async () => config.keywords,
        runningAdvertisements: async () => config.advertisements,
        usableReferralCode: deps.reads.usableReferralCode,
        monthlyAiCost: () => deps.reads.monthlyAiCost(monthStart(now, deps.defaultTimeZone), now),
        lastReminderFiring: deps.reads.lastReminderFiring,
      },
      assistant: deps.assistant,
      offlineAssistant: deps.offlineAssistant,
      today,
      publicUrl: deps.publicUrl,
      readMedia: (texts) => readTurnMedia(texts, (text) => deps.readMedia(text.media, settings)),
      request: {
        user,
        thread,
        inbound,
        burst: [],
        history,
        systemNumber: config.systemNumbers.get(thread.system_number),
        settings: config.settings,
        prompts: config.prompts,
        now,
        reminders: readOnce(() => deps.reads.reminders(user.id)),
      },
    },
    facts,
  );
}

/** A read made the first time it is asked for, and shared by later asks in the same answer. */
function readOnce<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= read();
    return value;
  };
}

function apologyAfterFailures({ user }: InboundContext): Decision {
  return {
    drafts: [{ content: APOLOGY, kind: "apology", senderRole: "assistant", recipients: [user.phone_number] }],
    effects: [],
  };
}
