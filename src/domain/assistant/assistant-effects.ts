import type { MicroUiDefinition } from "../../shared/micro-ui/definition-schema.js";

/**
 * What the assistant's tools change besides the reply. The messaging core applies them in the
 * transaction that marks the text answered, beside its own effects (opt-outs, referrals, ads).
 */
export type AssistantEffect =
  /** A new reminder, first firing at `at`; `rrule` null for a one-shot (decision 038). */
  | { type: "reminder"; at: Date; text: string; startsLocal: string; rrule: string | null }
  /** The person cancelled these reminders of theirs. */
  | { type: "reminder_cancel"; ids: number[] }
  /** The person changed a reminder of theirs: its whole new text and timing, next firing at `at`. */
  | { type: "reminder_update"; id: number; at: Date; text: string; startsLocal: string; rrule: string | null }
  | { type: "profile"; profile: string }
  | { type: "timezone"; zone: string }
  | { type: "micro_ui"; slug: string; definition: MicroUiDefinition };

export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
  /** USD; null when neither the provider nor the model list gave a price. */
  cost: number | null;
}
