import type { MessageRow } from "../../db/repositories/messages.js";
import type { AiUsage } from "../../domain/assistant/assistant-effects.js";
import type { OutboundDraft } from "../../domain/delivery-rules/outbound-draft.js";
import type { Decision } from "../rules/effects.js";
import { floodDecision, floodLimit } from "../rules/flood-limit.js";
import { assistantDecision, assistantWithinBudget } from "./assistant-decision.js";
import { type DecisionContext, policyDecision } from "./decide-response.js";

/**
 * How a turn ends: an answer to the text and the later texts it answers too (`burst`), or a wait
 * (MAX_TEXTS_PER_MINUTE) with the notice that goes out once.
 */
export type TurnDecision =
  | { kind: "answer"; decision: Decision; burst: MessageRow[] }
  | { kind: "wait"; until: Date; notice: OutboundDraft | null };

export interface TurnFacts {
  /** The thread's later unanswered texts, oldest first, as read with the text. */
  later: MessageRow[];
  /** The sender's texts in the thread in the last minute. */
  recentTexts: number;
  floodUntil: Date | null;
  /** Reads the thread's later unanswered texts again (see captionArrived). */
  readLater(): Promise<MessageRow[]>;
}

/**
 * Decides one turn of a conversation. The first unanswered text goes through the policies; when the
 * assistant is to answer it, the texts that came in behind it while it waited (a burst: "hey",
 * "quick question", "what's the weather") are answered with it by one AI call, up to the first that
 * a policy answers (STOP, a keyword...), which keeps its own turn. A single text is not delayed:
 * only texts already there are taken.
 *
 * A picture sent without words whose caption arrives while its answer is being written is answered
 * again with the caption, so the person gets one reply (the first call's cost is kept).
 */
export async function decideTurn(context: DecisionContext, facts: TurnFacts): Promise<TurnDecision> {
  const policy = await policyDecision(context);
  if (policy) return { kind: "answer", decision: policy, burst: [] };
  const { settings, user, now } = context.request;
  const flood = floodDecision({
    limit: floodLimit(settings.MAX_TEXTS_PER_MINUTE),
    recentTexts: facts.recentTexts,
    floodUntil: facts.floodUntil,
    now,
  });
  if (flood.action === "wait") {
    const notice: OutboundDraft | null = flood.notice
      ? {
          content: settings.FLOOD_LIMIT_MESSAGE,
          kind: "policy",
          senderRole: "system",
          recipients: [user.phone_number],
        }
      : null;
    return { kind: "wait", until: flood.until, notice };
  }
  const assistant = await assistantWithinBudget(context);
  const burst = await plainTexts(context, facts.later);
  const decision = await assistantDecision(withBurst(context, burst), assistant);
  if (!endsWithBareMedia([context.request.inbound, ...burst])) return { kind: "answer", decision, burst };
  const captioned = await plainTexts(context, await facts.readLater());
  if (captioned.length <= burst.length) return { kind: "answer", decision, burst };
  const again = await assistantDecision(withBurst(context, captioned), assistant);
  return { kind: "answer", decision: withEarlierCost(again, decision), burst: captioned };
}

/** The later texts, in order, up to the first a policy would answer. */
async function plainTexts(context: DecisionContext, later: MessageRow[]): Promise<MessageRow[]> {
  const plain: MessageRow[] = [];
  for (const text of later) {
    // In a group chat each person's words stay theirs: a burst is one sender's.
    if (text.sender !== context.request.inbound.sender) break;
    if (await policyDecision({ ...context, request: { ...context.request, inbound: text } })) break;
    plain.push(text);
  }
  return plain;
}

function withBurst(context: DecisionContext, burst: MessageRow[]): DecisionContext {
  return { ...context, request: { ...context.request, burst } };
}

/** The turn so far ends with a picture or voice note and no words: its caption may be on its way. */
function endsWithBareMedia(texts: MessageRow[]): boolean {
  const last = texts.at(-1);
  return last !== undefined && last.media.length > 0 && last.content.trim() === "";
}

/** The AI call whose answer was set aside was still made: its cost is the new answer's too. */
function withEarlierCost(decision: Decision, earlier: Decision): Decision {
  const spent = earlier.drafts.flatMap((draft) => (draft.usage ? [draft.usage] : []));
  const [first, ...rest] = decision.drafts;
  if (!first || spent.length === 0) return decision;
  const usage: AiUsage = { promptTokens: 0, completionTokens: 0, cost: 0 };
  for (const item of first.usage ? [first.usage, ...spent] : spent) {
    usage.promptTokens += item.promptTokens;
    usage.completionTokens += item.completionTokens;
    usage.cost = usage.cost === null || item.cost === null ? null : usage.cost + item.cost;
  }
  return { ...decision, drafts: [{ ...first, usage }, ...rest] };
}
