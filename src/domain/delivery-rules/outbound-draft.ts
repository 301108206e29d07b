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
  /** A privacy right asked by text (the export link): sent even in a thread an operator has. */
  | "privacy"
  /** Written by an operator in the console. */
  | "operator"
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
