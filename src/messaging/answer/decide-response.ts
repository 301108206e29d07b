import type { KeywordRow } from "../../db/repositories/keywords.js";
import type { MessageRow } from "../../db/repositories/messages.js";
import type { SettingsMap } from "../../db/repositories/settings.js";
import type { UserRow } from "../../db/repositories/users.js";
import type { Assistant, AssistantRequest } from "../../domain/assistant/assistant.js";
import type { OutboundDraft, OutboundKind } from "../../domain/delivery-rules/outbound-draft.js";
import { overDailyCap, spentToday } from "../../domain/delivery-rules/spend-caps.js";
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
import { isExportRequest } from "../rules/export-request.js";
import { isHandoffRequest } from "../rules/handoff-request.js";
import { isOptOutRequest } from "../rules/opt-out-request.js";
import { keywordForText, type PolicyLookups } from "../rules/policy-lookups.js";
import { snoozeMinutes } from "../rules/snooze-request.js";
import { assistantDecision, assistantWithinBudget } from "./assistant-decision.js";
import { eraseDecision } from "./erase-decision.js";
import { exportDecision } from "./export-decision.js";
import { handoffDecision, optOutDecision, whatsappOffDecision } from "./fixed-answers.js";
import { snoozeDecision } from "./snooze-decision.js";
import type { TurnMedia } from "./turn-media.js";

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
  /** Reads the media (pictures, voice notes) of the turn's texts; called only when the assistant answers. */
  readMedia(texts: MessageRow[]): Promise<TurnMedia>;
  /** PUBLIC_URL, for the export download link. */
  publicUrl: string;
}

const NOTHING: Decision = { drafts: [], effects: [] };

/** The answer to one text: the first policy that answers it, else the assistant. */
export async function decideResponse(context: DecisionContext): Promise<Decision> {
  return (await policyDecision(context)) ?? assistantDecision(context, await assistantWithinBudget(context));
}

/**
 * The policies of one inbound text, in order: carrier keywords (even in maintenance), silence for
 * opted-out users, free-text opt-outs, HELP, erase requests (decision 036) and requests for one's
 * data, silence in a thread an operator took over or one waiting for a person, WhatsApp while it is off, maintenance, invitations and referrals, operator keywords, group chats, a snooze of
 * the reminder just sent, a request for a human, the free tier and the spend caps. The first policy
 * that answers decides; null means none does, and the assistant answers (whose model may also
 * decide it is an opt-out or a request for a human). Nothing here has an effect until its decision
 * is stored, so a text may be asked in advance whether a policy would answer it (a burst's later
 * texts are).
 */
export async function policyDecision(context: DecisionContext): Promise<Decision | null> {
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
  // Privacy rights are honoured even in maintenance or a thread an operator took over.
  const erase = eraseDecision(user, text, context.request.now);
  if (erase) return erase;
  if (isExportRequest(text)) return exportDecision(context);
  // An operator has the conversation, or will: the text is shown to them, and answered by them.
  if (isAssistantQuiet(thread)) return NOTHING;
  // Meta's terms bar AI assistants from WhatsApp (decision 042): with the channel off, the carrier
  // keywords and privacy rights above still hold, and nothing here or below answers.
  if (thread.channel === "whatsapp" && !isOn(settings.WHATSAPP_ENABLED)) return whatsappOffDecision(context);
  if (isOn(settings.MAINTENANCE_MODE))
    return { drafts: [to(settings.MAINTENANCE_MODE_MESSAGE, "policy")], effects: [] };

  const referral = await referralDecision(context.lookups, user, text, settings, to);
  if (referral) return referral;

  const keyword = await keywordFor(context.lookups, text);
  if (keyword) return keywordDecision(keyword, inbound.content, to);

  if (thread.is_group_chat && !isOn(settings.GROUP_CHATS)) {
    return { drafts: [to(settings.GROUP_CHAT_DISABLED_MESSAGE, "policy", thread.participants)], effects: [] };
  }
  // A reminder's own follow-up, with or without a model; reminders are one-to-one.
  const snooze = thread.is_group_chat ? null : snoozeMinutes(text);
  if (snooze !== null) return snoozeDecision(context, snooze);
  if (isHandoffRequest(text)) return handoffDecision(context);
  if (hasUsedFreeMessages(user, settings))
    return { drafts: [to(paymentRequest(settings), "policy")], effects: [] };
  // Not a free message: the person was not answered, only told when they will be again.
  if (overDailyCap(spentToday(user, context.today), settings.USER_DAILY_AI_BUDGET_USD))
    return { drafts: [to(settings.DAILY_LIMIT_MESSAGE, "policy")], effects: [] };
  return null;
}

async function keywordFor(lookups: PolicyLookups, text: string) {
  return keywordForText(await lookups.activeKeywords(), text);
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
