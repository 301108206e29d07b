import type { AiModel } from "@shared/prompts";
import { formatUnitUsd } from "@/lib/format";

const TOKENS_PER_PRICE_UNIT = 1_000_000;

/** "$2.50 / $10.00 per 1M tokens" (input / output), or null when the provider gave no price. */
export function pricePerMillion(pricing: AiModel["pricing"]): string | null {
  if (pricing.prompt <= 0 && pricing.completion <= 0) return null;
  const prompt = formatUnitUsd(pricing.prompt * TOKENS_PER_PRICE_UNIT);
  const completion = formatUnitUsd(pricing.completion * TOKENS_PER_PRICE_UNIT);
  return `${prompt} / ${completion} per 1M tokens`;
}
