import type { MicroUiDefinition } from "../../shared/micro-ui/definition-schema.js";

/**
 * What the assistant's tools change besides the reply. The messaging core applies them in the
 * transaction that marks the text answered, beside its own effects (opt-outs, referrals, ads).
 */
export type AssistantEffect =
  | { type: "reminder"; at: Date; text: string }
  | { type: "profile"; profile: string }
  | { type: "timezone"; zone: string }
  | { type: "micro_ui"; slug: string; definition: MicroUiDefinition };

export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
  /** USD; null when neither the provider nor the model list gave a price. */
  cost: number | null;
}
