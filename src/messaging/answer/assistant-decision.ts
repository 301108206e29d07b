import {
  APOLOGY,
  type Assistant,
  type AssistantReply,
  textToAnswer,
  typedTexts,
} from "../../domain/assistant/assistant.js";
import type { OutboundDraft } from "../../domain/delivery-rules/outbound-draft.js";
import { hasPrintableText, prepareSmsText } from "../../domain/delivery-rules/sms-text.js";
import { budgetCap, overMonthlyBudget } from "../../domain/delivery-rules/spend-caps.js";
import { OPT_OUT_CONFIRMATION } from "../rules/carrier-keywords.js";
import type { Decision, Effect } from "../rules/effects.js";
import { mediaNote } from "../rules/media-notes.js";
import { dueAdvertisement } from "../rules/policy-lookups.js";
import type { DecisionContext } from "./decide-response.js";
import { eraseRequestDecision } from "./erase-decision.js";
import { handoffDecision, optOutDecision } from "./fixed-answers.js";

/**
 * The assistant's answer to a text no policy answered: its reply (with a note about media it could
 * not use), the free message it counts and the ad it may bring, or the opt-out or hand-off the model
 * decided on.
 */
/** The month's AI spend is read (from a briefly cached figure) only while a budget is set. */
export async function assistantWithinBudget(context: DecisionContext): Promise<Assistant> {
  const budget = context.request.settings.MONTHLY_AI_BUDGET_USD;
  if (budgetCap(budget) === null) return context.assistant;
  const spent = await context.lookups.monthlyAiCost();
  return overMonthlyBudget(spent, budget) ? context.offlineAssistant : context.assistant;
}

export async function assistantDecision(context: DecisionContext, assistant: Assistant): Promise<Decision> {
  const { user, thread, inbound, burst } = context.request;
  const media = await context.readMedia([inbound, ...burst]);
  const note = mediaNote(media.problems);
  const { transcript, images } = media.content;
  const heard: Effect[] = media.heard.map((item) => ({ type: "transcript", ...item }));
  const recipients = thread.is_group_chat ? thread.participants : [user.phone_number];
  // Only media nobody could use, and no text: the note is the whole answer, and is not charged.
  if (note && !textToAnswer(typedTexts(context.request).join("\n"), transcript) && images.length === 0)
    return {
      drafts: [{ content: note, kind: "apology", senderRole: "assistant", recipients }],
      effects: heard,
    };
  const raw = await assistant.reply({ ...context.request, media: media.content });
  // The model understood an opt-out: the confirmation alone, none of its words or tools' effects.
  if (raw.optOut) return optOutDecision(user, "free_text", inbound.content, OPT_OUT_CONFIRMATION, raw.usage);
  if (raw.handoff) return handoffDecision(context, raw.usage);
  if (raw.eraseRequest) return eraseRequestDecision(user, raw.usage);
  const answer = blankAsFailed(raw);
  const reply: OutboundDraft = {
    content: note ? `${answer.text}\n\n${note}` : answer.text,
    kind: answer.failed ? "apology" : "reply",
    senderRole: "assistant",
    recipients,
    usage: answer.usage,
  };
  if (answer.failed) return { drafts: [reply], effects: [...heard, ...answer.effects] };
  const effects: Effect[] = [...heard, ...answer.effects];
  const drafts = [reply];
  if (user.subscription_tier !== "premium") {
    effects.push({ type: "count_free_message" });
    const running = await context.lookups.runningAdvertisements();
    const ad = dueAdvertisement(running, user.subscription_tier, user.free_messages_used + 1);
    if (ad) {
      drafts.push({ content: advertisementText(ad), kind: "ad", senderRole: "system", recipients });
      effects.push({ type: "ad_shown", source: ad.source, id: ad.id });
    }
  }
  return { drafts, effects };
}

function advertisementText(ad: {
  title: string | null;
  content: string;
  merchant: string | null;
  url: string | null;
}) {
  const sponsor = ad.merchant ? `Sponsored by ${ad.merchant}` : "Sponsored";
  const headline = ad.title ? `${ad.title}: ` : "";
  return [`${sponsor} - ${headline}${ad.content}`, ad.url].filter(Boolean).join(" ");
}

/**
 * A reply with nothing a person could read, even after falling back to the raw text (see
 * prepareSmsText), is answered with the apology and, like any failed answer, not charged.
 */
function blankAsFailed(answer: AssistantReply): AssistantReply {
  if (answer.failed || hasPrintableText(prepareSmsText(answer.text))) return answer;
  return { ...answer, text: APOLOGY, failed: true };
}
