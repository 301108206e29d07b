import type { AssistantEffect } from "../../domain/assistant/assistant-effects.js";
import type { OutboundDraft } from "../../domain/delivery-rules/outbound-draft.js";

/**
 * What handling one inbound text changes besides the replies. Decided first, applied together in
 * the transaction that marks the text answered, so a crash never leaves half of them behind.
 */
export type Effect =
  /** `source` and `message` (the inbound text) go into the consent record. */
  | { type: "opt_out"; source: "keyword" | "free_text" | "carrier" | "operator"; message?: string }
  | { type: "opt_in"; source: "keyword" | "free_text" | "carrier" | "operator"; message?: string }
  /** `bonus`: free messages credited to the code's owner, from the settings when it was decided. */
  | { type: "referral"; codeId: number; code: string; ownerUserId: number | null; bonus: number }
  | { type: "count_free_message" }
  | { type: "ad_shown"; source: "advertisement" | "advertiser_advertisement"; id: number }
  /** The person asked for a human: the thread waits for an operator (decision 030). */
  | { type: "needs_person" }
  /** "EXPORT MY DATA": the download link sent, kept by its token's hash only (issue 37). */
  | { type: "export_link"; tokenHash: string; expiresAt: Date }
  /** What the inbound text's voice notes said, kept with it for the console and later answers. */
  | { type: "transcript"; messageId: number; text: string }
  /** "DELETE MY DATA": a YES DELETE within 10 minutes erases them (decision 036). */
  | { type: "erase_requested" }
  /** A YES DELETE too late: the request is forgotten. */
  | { type: "erase_expired" }
  /** YES DELETE: the erase sweep erases them once the farewell has left. */
  | { type: "erase_confirmed" }
  /** The WHATSAPP_DISABLED_MESSAGE went out: the next waits a day (rules/whatsapp-off-notice.ts). */
  | { type: "whatsapp_off_notice" }
  /** "snooze 30": the reminder firing just sent is queued again at `at`. */
  | { type: "reminder_snooze"; firingId: number; at: Date }
  | AssistantEffect;

export interface Decision {
  drafts: OutboundDraft[];
  effects: Effect[];
}
