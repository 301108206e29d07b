import type { AiUsage, AssistantEffect } from "../../domain/assistant/assistant-effects.js";

/**
 * What handling one inbound text changes besides the replies. Decided first, applied together in
 * the transaction that marks the text answered, so a crash never leaves half of them behind.
 */
export type Effect =
  | { type: "opt_out" }
  | { type: "opt_in" }
  /** `bonus`: free messages credited to the code's owner, from the settings when it was decided. */
  | { type: "referral"; codeId: number; code: string; ownerUserId: number | null; bonus: number }
  | { type: "count_free_message" }
  | { type: "ad_shown"; source: "advertisement" | "advertiser_advertisement"; id: number }
  | AssistantEffect;

export type OutboundKind =
  | "reply"
  | "apology"
  | "policy"
  | "keyword"
  | "opt_out"
  | "opt_in"
  | "help"
  | "ad"
  | "reminder"
  | "notification"
  | "marketing"
  | "system";

export interface OutboundDraft {
  content: string;
  kind: OutboundKind;
  senderRole: "assistant" | "system";
  /** Phones to send to; a group text answers every participant. */
  recipients: string[];
  mediaUrl?: string | null;
  usage?: AiUsage;
}

export interface Decision {
  drafts: OutboundDraft[];
  effects: Effect[];
}
