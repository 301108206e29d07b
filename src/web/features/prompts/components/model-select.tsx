import { type AiModel, NO_ONLINE_MODEL } from "@shared/prompts";
import type { ComponentProps } from "react";
import { Select } from "@/components/ui/select";
import { pricePerMillion } from "../model-price";

type ModelSelectProps = Omit<ComponentProps<typeof Select>, "options" | "children" | "value"> & {
  /** Undefined while the list loads: only the current value is offered meanwhile. */
  models: readonly AiModel[] | undefined;
  /**
   * The form's value, kept as an option even when the provider does not list it. The select is
   * controlled by it: the options change when the list arrives, and an uncontrolled select would
   * then show its first option while the form still holds this value.
   */
  current: string;
  /** The online-model picker starts with "none", which switches web search off. */
  allowNone?: boolean;
};

function optionLabel(model: AiModel): string {
  const price = pricePerMillion(model.pricing);
  return price ? `${model.name} (${price})` : model.name;
}

/** A model picker over GET /api/admin/models, with each model's price per 1M tokens. */
export function ModelSelect({ models, current, allowNone = false, ...props }: ModelSelectProps) {
  const listed = models ?? [];
  const missing = current && current !== NO_ONLINE_MODEL && !listed.some((model) => model.id === current);
  return (
    <Select value={current} {...props}>
      {allowNone && <option value={NO_ONLINE_MODEL}>None (web search off)</option>}
      {missing && <option value={current}>{current}</option>}
      {listed.map((model) => (
        <option key={model.id} value={model.id}>
          {optionLabel(model)}
        </option>
      ))}
    </Select>
  );
}
