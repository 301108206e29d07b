import type { ModelCatalog } from "../../providers/ai/model-catalog.js";
import { type AiModel, FALLBACK_MODELS } from "../../shared/prompts.js";

/** The models the prompt pickers offer: the provider's list (cached an hour), or the fallback. */
export async function modelsForPickers(catalog: ModelCatalog): Promise<AiModel[]> {
  const models = await catalog.list().catch(() => []);
  if (models.length === 0) return [...FALLBACK_MODELS];
  // The provider lists newest first; a picker of hundreds is easier to scan alphabetically.
  return [...models].sort((a, b) => a.name.localeCompare(b.name));
}
