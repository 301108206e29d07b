import type { AnswerTally, ClaimedReply, ReplyRow } from "../../db/repositories/answer-writes.js";
import type { MessageRow } from "../../db/repositories/messages.js";
import { outboundRows } from "../../domain/delivery-rules/outbound-rows.js";
import { isAssistantQuiet } from "../../domain/threads/assistant-pause.js";
import { aiMetrics } from "../../observability/metrics/ai-metrics.js";
import { textMetrics } from "../../observability/metrics/text-metrics.js";
import type { Decision } from "../rules/effects.js";
import type { AnswerWrite, ClaimedOutbound, MessagingStore } from "../store/messaging-store.js";
import type { InboundContext } from "./pipeline-reads.js";

export interface Answer extends InboundContext {
  /** The thread's later texts this answer answers too, oldest first (a burst). */
  burst: MessageRow[];
  decision: Decision;
  /** The sender's local day (YYYY-MM-DD) when the answer was decided: its AI cost counts for it. */
  spendDay: string;
  /** SMS_SEGMENT_PRICE_USD when the answer was decided: each stored part's estimated cost. */
  segmentPriceUsd: number;
}

export interface StoredAnswer {
  /** False when another worker answered the text first; then nothing of this answer was stored. */
  answered: boolean;
  /** Replies stored already claimed by this process: send them now (see recordAnswers). */
  sendNow: ClaimedOutbound[];
  /** Replies stored pending, for the outbound worker to claim. */
  queued: boolean;
  /** Nothing was stored: the thread was taken over after the answer was decided; decide it again. */
  redecide: boolean;
}

/**
 * Stores the answers to several inbound texts together: marks the texts answered, queues the
 * replies and updates the counters (last_active, message counts, free messages used, the day's AI
 * spend), each kind of write one statement for all texts. A text another worker answered first is left out whole.
 * Counters are kept here rather than at the webhook, which must answer fast.
 *
 * Most answers change nothing but counters: then the batch is one statement and its replies are
 * claimed for sending as they are stored. Answers with effects (an opt-out, a reminder, a profile...)
 * are stored in a transaction with their effects, and their replies wait for the outbound claim, which
 * reads the recipient's opt-out as the effects left it.
 */
export async function storeAnswers(
  store: MessagingStore,
  now: Date,
  leaseUntil: Date,
  answers: Answer[],
): Promise<StoredAnswer[]> {
  const recorded = await store.recordAnswers(answerWrite(answers, now, leaseUntil));
  return answers.map(({ inbound, thread, decision }) => {
    const answered = recorded.completed.has(inbound.id);
    if (answered) textMetrics.replied(thread.channel, decision.drafts[0]?.kind);
    if (answered) aiMetrics.charged(decision.drafts);
    // A reply to the text it answers goes back on that text's channel, inside the window it opened.
    const onChannel = (reply: ClaimedReply): ClaimedOutbound => ({
      ...reply,
      channel: thread.channel,
      recipient_whatsapp_at: thread.channel === "whatsapp" ? inbound.created_at : null,
      outcome_unknown_since: null,
      reply_to_received_at: inbound.created_at,
      trace_parent: inbound.trace_parent,
    });
    return {
      answered,
      sendNow: answered
        ? recorded.claimed.filter((reply) => reply.reply_to_id === inbound.id).map(onChannel)
        : [],
      queued: answered && recorded.queuedFor.has(inbound.id),
      redecide: recorded.redecide.has(inbound.id),
    };
  });
}

function hasEffects(answer: Answer): boolean {
  // Free messages used are counted with the other counters, in the batch's one statement.
  return answer.decision.effects.some((effect) => effect.type !== "count_free_message");
}

function answerWrite(answers: Answer[], now: Date, leaseUntil: Date): AnswerWrite {
  const replies: ReplyRow[] = [];
  const tallies: AnswerTally[] = [];
  const followers: AnswerWrite["followers"] = [];
  const effects: AnswerWrite["effects"] = new Map();
  for (const answer of answers) {
    const { inbound, thread, user, decision, burst } = answer;
    for (const text of burst) followers.push({ id: text.id, answeredWith: inbound.id });
    const lastText = burst.at(-1) ?? inbound;
    if (hasEffects(answer)) effects.set(inbound.id, { user, threadId: thread.id, effects: decision.effects });
    const pricing = { segmentPriceUsd: answer.segmentPriceUsd, replyToId: inbound.id };
    const rows = decision.drafts.flatMap((draft) => outboundRows(draft, thread, now, pricing));
    const seen = new Set<string>();
    for (const row of rows) {
      const recipient = row.recipient ?? "";
      replies.push({ ...row, recipient, reply_to_id: inbound.id, firstPart: !seen.has(recipient) });
      seen.add(recipient);
    }
    const last = rows.at(-1);
    tallies.push({
      inboundId: inbound.id,
      threadId: thread.id,
      texts: 1 + burst.length,
      count: 1 + burst.length + rows.length,
      lastMessage: last?.content ?? lastText.content,
      lastMessageAt: last ? now : lastText.created_at,
      userId: user.id,
      lastActive: lastText.created_at,
      freeReplies: decision.effects.filter((effect) => effect.type === "count_free_message").length,
      aiSpend: decision.drafts.reduce((sum, draft) => sum + (draft.usage?.cost ?? 0), 0),
      spendDay: answer.spendDay,
      whatsappAt: thread.channel === "whatsapp" ? lastText.created_at : null,
      decidedQuiet: isAssistantQuiet(thread),
    });
  }
  return { replies, tallies, followers, effects, now, leaseUntil };
}
