import type { KeywordRow } from "../../db/repositories/keywords.js";
import type { SettingsMap } from "../../db/repositories/settings.js";
import type { UserRow } from "../../db/repositories/users.js";
import {
  APOLOGY,
  type Assistant,
  type AssistantReply,
  type AssistantRequest,
  textToAnswer,
} from "../../domain/assistant/assistant.js";
import type { OutboundDraft, OutboundKind } from "../../domain/delivery-rules/outbound-draft.js";
import { hasPrintableText, prepareSmsText } from "../../domain/delivery-rules/sms-text.js";
import {
  budgetCap,
  overDailyCap,
  overMonthlyBudget,
  spentToday,
} from "../../domain/delivery-rules/spend-caps.js";
import { isAssistantQuiet } from "../../domain/threads/assistant-pause.js";
import { asReferralCode } from "../../domain/users/referral-codes.js";
import { isOn } from "../../shared/settings.js";
import { classifiedKeyword } from "../rules/advanced-opt-out.js";
import {
  carrierKeyword,
  keywordLanguage,
  keywordReply,
  OPT_OUT_CONFIRMATION,
} from "../rules/carrier-keywords.js";
import type { Decision, Effect } from "../rules/effects.js";
import { isHandoffRequest } from "../rules/handoff-request.js";
import { mediaNote } from "../rules/media-notes.js";
import { isOptOutRequest } from "../rules/opt-out-request.js";
import { dueAdvertisement, keywordForText, type PolicyLookups } from "../rules/policy-lookups.js";
import type { ReadMedia } from "./read-media.js";

export const REFERRAL_WELCOME =
  "Welcome to Textpal! Your invite code worked. Text me anything: questions, reminders, lists.";

export interface DecisionContext {
  lookups: PolicyLookups;
  assistant: Assistant;
  /** Answers instead of `assistant` once the month's AI budget is spent. */
  offlineAssistant: Assistant;
  request: Omit<AssistantRequest, "media">;
  /** The sender's local day (YYYY-MM-DD), whose AI spend the daily cap limits. */
  today: string;
  /** Reads the text's media (pictures, voice notes); called only when the assistant answers. */
  readMedia(): Promise<ReadMedia>;
}

const NOTHING: Decision = { drafts: [], effects: [] };

/**
 * The policies of one inbound text, in order: carrier keywords (even in maintenance), silence for
 * opted-out users, free-text opt-outs, silence in a thread an operator took over or one waiting for
 * a person, maintenance, invitations and referrals, operator keywords, group chats, a request for a
 * human, the free tier, the spend caps, then the assistant (whose model may also decide it is an
 * opt-out or a request for a human). The first policy that answers decides.
 */
export async function decideResponse(context: DecisionContext): Promise<Decision> {
  const { user, inbound, thread, settings } = context.request;
  const text = inbound.content.trim();
  const to = (content: string, kind: OutboundKind, recipients = [user.phone_number]): OutboundDraft => ({
    content,
    kind,
    senderRole: "system",
    recipients,
  });

  // Twilio's Advanced Opt-Out verdict (OptOutType) counts first: Twilio has already acted on it.
  const carrier = classifiedKeyword(inbound.kind) ?? carrierKeyword(text);
  const language = keywordLanguage(text);
  if (carrier === "opt_out") {
    // The one confirmation went with the opt-out: after it, nothing at all, a repeated STOP included.
    if (user.opted_out) return NOTHING;
    return optOutDecision(user, "keyword", inbound.content, keywordReply("opt_out", language));
  }
  if (carrier === "opt_in")
    return {
      drafts: [to(keywordReply("opt_in", language), "opt_in")],
      effects: [{ type: "opt_in", source: "keyword", message: inbound.content }],
    };
  if (user.opted_out) return optedOutKeyword(await keywordFor(context.lookups, text), inbound.content, to);
  // Asked in words rather than a keyword: honoured before anything that could answer otherwise.
  if (isOptOutRequest(text)) return optOutDecision(user, "free_text", inbound.content, OPT_OUT_CONFIRMATION);
  if (carrier === "help") return { drafts: [to(keywordReply("help", language), "help")], effects: [] };
  // An operator has the conversation, or will: the text is shown to them, and answered by them.
  if (isAssistantQuiet(thread)) return NOTHING;
  if (isOn(settings.MAINTENANCE_MODE))
    return { drafts: [to(settings.MAINTENANCE_MODE_MESSAGE, "policy")], effects: [] };

  const referral = await referralDecision(context.lookups, user, text, settings, to);
  if (referral) return referral;

  const keyword = await keywordFor(context.lookups, text);
  if (keyword) return keywordDecision(keyword, inbound.content, to);

  if (thread.is_group_chat && !isOn(settings.GROUP_CHATS)) {
    return { drafts: [to(settings.GROUP_CHAT_DISABLED_MESSAGE, "policy", thread.participants)], effects: [] };
  }
  if (isHandoffRequest(text)) return handoffDecision(context);
  if (hasUsedFreeMessages(user, settings))
    return { drafts: [to(paymentRequest(settings), "policy")], effects: [] };
  // Not a free message: the person was not answered, only told when they will be again.
  if (overDailyCap(spentToday(user, context.today), settings.USER_DAILY_AI_BUDGET_USD))
    return { drafts: [to(settings.DAILY_LIMIT_MESSAGE, "policy")], effects: [] };
  return assistantDecision(context, await assistantWithinBudget(context));
}

/** The month's AI spend is read (from a briefly cached figure) only while a budget is set. */
async function assistantWithinBudget(context: DecisionContext): Promise<Assistant> {
  const budget = context.request.settings.MONTHLY_AI_BUDGET_USD;
  if (budgetCap(budget) === null) return context.assistant;
  const spent = await context.lookups.monthlyAiCost();
  return overMonthlyBudget(spent, budget) ? context.offlineAssistant : context.assistant;
}

async function keywordFor(lookups: PolicyLookups, text: string) {
  return keywordForText(await lookups.activeKeywords(), text);
}

/**
 * The one text an opted-out person still gets: the confirmation naming the service and how to opt
 * back in (`content`, in the keyword's language), with nothing else (no reply, no ad). `usage` is
 * the AI call that recognised the request.
 */
function optOutDecision(
  user: UserRow,
  source: "keyword" | "free_text",
  message: string,
  content: string,
  usage?: OutboundDraft["usage"],
): Decision {
  const confirmation: OutboundDraft = {
    content,
    kind: "opt_out",
    senderRole: "system",
    recipients: [user.phone_number],
    ...(usage ? { usage } : {}),
  };
  return { drafts: [confirmation], effects: [{ type: "opt_out", source, message }] };
}

function optedOutKeyword(
  keyword: KeywordRow | undefined,
  message: string,
  to: (c: string, k: OutboundKind) => OutboundDraft,
): Decision {
  // Only a way back in is answered; everything else from an opted-out user gets silence.
  if (keyword?.action !== "subscribe") return NOTHING;
  return {
    drafts: [to(keyword.response, "opt_in")],
    effects: [{ type: "opt_in", source: "keyword", message }],
  };
}

/** New means never answered by the assistant and never referred: only such users can redeem a code. */
function isNewUser(user: UserRow): boolean {
  return user.referred_by === null && user.free_messages_used === 0 && user.subscription_tier !== "premium";
}

async function referralDecision(
  lookups: PolicyLookups,
  user: UserRow,
  text: string,
  settings: SettingsMap,
  to: (c: string, k: OutboundKind) => OutboundDraft,
): Promise<Decision | null> {
  if (!isNewUser(user)) return null;
  const candidate = asReferralCode(text);
  const code = candidate ? await lookups.usableReferralCode(candidate) : undefined;
  if (code && code.user_id !== user.id) {
    const effect: Effect = {
      type: "referral",
      codeId: code.id,
      code: code.code,
      ownerUserId: code.user_id,
      bonus: referralBonus(settings),
    };
    return { drafts: [to(REFERRAL_WELCOME, "policy")], effects: [effect] };
  }
  if (isOn(settings.INVITE_ONLY_MODE))
    return { drafts: [to(settings.INVITE_ONLY_MESSAGE, "policy")], effects: [] };
  return null;
}

function keywordDecision(
  keyword: KeywordRow,
  message: string,
  to: (c: string, k: OutboundKind) => OutboundDraft,
): Decision {
  switch (keyword.action) {
    case "unsubscribe":
      // Sent as the opt-out confirmation: the one text allowed after opting out.
      return {
        drafts: [to(keyword.response, "opt_out")],
        effects: [{ type: "opt_out", source: "keyword", message }],
      };
    case "subscribe":
      return {
        drafts: [to(keyword.response, "opt_in")],
        effects: [{ type: "opt_in", source: "keyword", message }],
      };
    case "help":
      return { drafts: [to(keyword.response, "help")], effects: [] };
    default:
      return { drafts: [to(keyword.response, "keyword")], effects: [] };
  }
}

const DEFAULT_REFERRAL_BONUS = 10;

function referralBonus(settings: SettingsMap): number {
  const bonus = Number.parseInt(settings.REFERRAL_BONUS_MESSAGES, 10);
  return Number.isFinite(bonus) && bonus >= 0 ? bonus : DEFAULT_REFERRAL_BONUS;
}

export function freeMessageAllowance(user: UserRow, settings: SettingsMap): number {
  const limit = Number.parseInt(settings.FREE_MESSAGE_LIMIT, 10);
  return (Number.isFinite(limit) ? limit : 20) + user.bonus_messages;
}

function hasUsedFreeMessages(user: UserRow, settings: SettingsMap): boolean {
  return (
    user.subscription_tier !== "premium" && user.free_messages_used >= freeMessageAllowance(user, settings)
  );
}

function paymentRequest(settings: SettingsMap): string {
  const handles = [
    settings.VENMO_HANDLE.trim() && `Venmo: ${settings.VENMO_HANDLE.trim()}`,
    settings.CASHAPP_HANDLE.trim() && `Cash App: ${settings.CASHAPP_HANDLE.trim()}`,
  ].filter(Boolean);
  return handles.length > 0
    ? `${settings.PAYMENT_REQUEST_MESSAGE} ${handles.join(" | ")}`
    : settings.PAYMENT_REQUEST_MESSAGE;
}

async function assistantDecision(context: DecisionContext, assistant: Assistant): Promise<Decision> {
  const { user, thread, inbound } = context.request;
  const media = await context.readMedia();
  const note = mediaNote(media.problems);
  const { transcript, images } = media.content;
  const heard: Effect[] = transcript ? [{ type: "transcript", messageId: inbound.id, text: transcript }] : [];
  const recipients = thread.is_group_chat ? thread.participants : [user.phone_number];
  // Only media nobody could use, and no text: the note is the whole answer, and is not charged.
  if (note && !textToAnswer(inbound.content, transcript) && images.length === 0)
    return {
      drafts: [{ content: note, kind: "apology", senderRole: "assistant", recipients }],
      effects: heard,
    };
  const raw = await assistant.reply({ ...context.request, media: media.content });
  // The model understood an opt-out: the confirmation alone, none of its words or tools' effects.
  if (raw.optOut) return optOutDecision(user, "free_text", inbound.content, OPT_OUT_CONFIRMATION, raw.usage);
  if (raw.handoff) return handoffDecision(context, raw.usage);
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

/**
 * The person wants a human (or the model cannot help): the thread is flagged Needs a person and
 * they are told, once, that one will answer; the assistant is quiet there until an operator acts.
 * Not a free message: nobody answered yet.
 */
function handoffDecision(context: DecisionContext, usage?: OutboundDraft["usage"]): Decision {
  const { user, thread, settings } = context.request;
  const notice: OutboundDraft = {
    content: settings.HANDOFF_MESSAGE,
    kind: "handoff",
    senderRole: "system",
    recipients: thread.is_group_chat ? thread.participants : [user.phone_number],
    ...(usage ? { usage } : {}),
  };
  return { drafts: [notice], effects: [{ type: "needs_person" }] };
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
