import type { ModelCatalog } from "../../providers/ai/model-catalog.js";
import type { AiModel } from "../../shared/prompts.js";

/**
 * Spec 001 section 9: offered when the provider's list is empty or unreachable. Prices are left
 * at 0 (shown as unknown) rather than guessed, since list prices change.
 */
export const FALLBACK_MODELS: readonly AiModel[] = [
  { id: "openrouter/auto", name: "Auto (best available)", pricing: { prompt: 0, completion: 0 } },
  { id: "openai/gpt-4o", name: "OpenAI: GPT-4o", pricing: { prompt: 0, completion: 0 } },
  { id: "openai/gpt-4o-mini", name: "OpenAI: GPT-4o mini", pricing: { prompt: 0, completion: 0 } },
  {
    id: "anthropic/claude-3.5-sonnet",
    name: "Anthropic: Claude 3.5 Sonnet",
    pricing: { prompt: 0, completion: 0 },
  },
];

/** The models the prompt pickers offer: the provider's list (cached an hour), or the fallback. */
export async function modelsForPickers(catalog: ModelCatalog): Promise<AiModel[]> {
  const models = await catalog.list().catch(() => []);
  if (models.length === 0) return [...FALLBACK_MODELS];
  // The provider lists newest first; a picker of hundreds is easier to scan alphabetically.
  return [...models].sort((a, b) => a.name.localeCompare(b.name));
}
