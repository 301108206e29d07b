import type { KeywordRow } from "../../db/repositories/keywords.js";
import type { SettingsMap } from "../../db/repositories/settings.js";
import type { UserRow } from "../../db/repositories/users.js";
import {
  APOLOGY,
  type Assistant,
  type AssistantReply,
  type AssistantRequest,
} from "../../domain/assistant/assistant.js";
import { asReferralCode } from "../../domain/users/referral-codes.js";
import { isOn } from "../../shared/settings.js";
import {
  carrierKeyword,
  HELP_TEXT,
  OPT_IN_CONFIRMATION,
  OPT_OUT_CONFIRMATION,
} from "../rules/carrier-keywords.js";
import type { Decision, Effect, OutboundDraft, OutboundKind } from "../rules/effects.js";
import { dueAdvertisement, keywordForText, type PolicyLookups } from "../rules/policy-lookups.js";
import { hasPrintableText, prepareSmsText } from "../rules/sms-text.js";

export const REFERRAL_WELCOME =
  "Welcome to Textpal! Your invite code worked. Text me anything: questions, reminders, lists.";

export interface DecisionContext {
  lookups: PolicyLookups;
  assistant: Assistant;
  request: AssistantRequest;
}

const NOTHING: Decision = { drafts: [], effects: [] };

/**
 * The policies of one inbound text, in order: carrier keywords (even in maintenance), maintenance,
 * invitations and referrals, operator keywords, group chats, the free tier, then the assistant.
 * The first policy that answers decides.
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

  const carrier = carrierKeyword(text);
  if (carrier === "opt_out")
    return { drafts: [to(OPT_OUT_CONFIRMATION, "opt_out")], effects: [{ type: "opt_out" }] };
  if (carrier === "opt_in")
    return { drafts: [to(OPT_IN_CONFIRMATION, "opt_in")], effects: [{ type: "opt_in" }] };
  if (user.opted_out) return optedOutKeyword(await keywordFor(context.lookups, text), to);
  if (carrier === "help") return { drafts: [to(HELP_TEXT, "help")], effects: [] };
  if (isOn(settings.MAINTENANCE_MODE))
    return { drafts: [to(settings.MAINTENANCE_MODE_MESSAGE, "policy")], effects: [] };

  const referral = await referralDecision(context.lookups, user, text, settings, to);
  if (referral) return referral;

  const keyword = await keywordFor(context.lookups, text);
  if (keyword) return keywordDecision(keyword, to);

  if (thread.is_group_chat && !isOn(settings.GROUP_CHATS)) {
    return { drafts: [to(settings.GROUP_CHAT_DISABLED_MESSAGE, "policy", thread.participants)], effects: [] };
  }
  if (hasUsedFreeMessages(user, settings))
    return { drafts: [to(paymentRequest(settings), "policy")], effects: [] };
  return assistantDecision(context);
}

async function keywordFor(lookups: PolicyLookups, text: string) {
  return keywordForText(await lookups.activeKeywords(), text);
}

function optedOutKeyword(keyword: KeywordRow | undefined, to: (c: string, k: OutboundKind) => OutboundDraft) {
  // Only a way back in is answered; everything else from an opted-out user gets silence.
  if (keyword?.action !== "subscribe") return NOTHING;
  return { drafts: [to(keyword.response, "opt_in")], effects: [{ type: "opt_in" }] } satisfies Decision;
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

function keywordDecision(keyword: KeywordRow, to: (c: string, k: OutboundKind) => OutboundDraft): Decision {
  switch (keyword.action) {
    case "unsubscribe":
      // Sent as the opt-out confirmation: the one text allowed after opting out.
      return { drafts: [to(keyword.response, "opt_out")], effects: [{ type: "opt_out" }] };
    case "subscribe":
      return { drafts: [to(keyword.response, "opt_in")], effects: [{ type: "opt_in" }] };
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

async function assistantDecision(context: DecisionContext): Promise<Decision> {
  const { user, thread } = context.request;
  const answer = blankAsFailed(await context.assistant.reply(context.request));
  const recipients = thread.is_group_chat ? thread.participants : [user.phone_number];
  const reply: OutboundDraft = {
    content: answer.text,
    kind: answer.failed ? "apology" : "reply",
    senderRole: "assistant",
    recipients,
    usage: answer.usage,
  };
  if (answer.failed) return { drafts: [reply], effects: answer.effects };
  const effects: Effect[] = [...answer.effects];
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
