import type { AiUsage } from "../assistant/assistant-effects.js";

export type OutboundKind =
  | "reply"
  | "apology"
  | "policy"
  | "keyword"
  | "opt_out"
  | "opt_in"
  | "help"
  | "ad"
  /** The HANDOFF_MESSAGE: an operator will answer (decision 030). */
  | "handoff"
  /** Written by an operator in the console. */
  | "operator"
  /** A privacy request's answer (erase, export): sent even in a thread an operator took over. */
  | "privacy"
  | "reminder"
  | "notification"
  | "marketing"
  | "system";

/**
 * A text to send before it is stored: an answer the messaging core decided, or a queued message
 * the scheduler dispatches. `outboundRows` turns it into one stored message per part and recipient.
 */
export interface OutboundDraft {
  content: string;
  kind: OutboundKind;
  senderRole: "assistant" | "system";
  /** Phones to send to; a group text answers every participant. */
  recipients: string[];
  mediaUrl?: string | null;
  usage?: AiUsage;
}
