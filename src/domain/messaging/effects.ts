import type { MicroUiDefinition } from "../../shared/micro-ui/definition-schema.js";

/**
 * What handling one inbound text changes besides the replies. Decided first, applied together in
 * the transaction that marks the text answered, so a crash never leaves half of them behind.
 */
export type Effect =
  | { type: "opt_out" }
  | { type: "opt_in" }
  | { type: "referral"; codeId: number; code: string; ownerUserId: number | null }
  | { type: "count_free_message" }
  | { type: "reminder"; at: Date; text: string }
  | { type: "profile"; profile: string }
  | { type: "timezone"; zone: string }
  | { type: "ad_shown"; source: "advertisement" | "advertiser_advertisement"; id: number }
  | { type: "micro_ui"; slug: string; definition: MicroUiDefinition };

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

export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
  /** USD; null when neither the provider nor the model list gave a price. */
  cost: number | null;
}

export interface Decision {
  drafts: OutboundDraft[];
  effects: Effect[];
}
