import {
  DEFAULT_MAX_TOKENS,
  DEFAULT_MODEL,
  DEFAULT_TEMPERATURE,
  NO_ONLINE_MODEL,
  type Prompt,
  promptCreateSchema,
} from "@shared/prompts";
import { z } from "zod";

/** Where the dialog starts: the prompt's values, or spec 001's defaults for a new one. */
export function promptFormValuesOf(prompt: Prompt | null): PromptFormValues {
  return {
    type: prompt?.type ?? "",
    content: prompt?.content ?? "",
    model: prompt?.model ?? DEFAULT_MODEL,
    online_model: prompt?.online_model ?? NO_ONLINE_MODEL,
    description: prompt?.description ?? "",
    temperature: String(prompt?.temperature ?? DEFAULT_TEMPERATURE),
    max_tokens: String(prompt?.max_tokens ?? DEFAULT_MAX_TOKENS),
    response_format: prompt?.response_format ?? "text",
  };
}

/** The shared create rules; on edit the type is shown read-only and not checked (the server keeps it). */
export const promptFormSchema = (editing: boolean) =>
  promptCreateSchema.extend({ type: editing ? z.string() : promptCreateSchema.shape.type });

/** The dialog's inputs as typed; numbers stay text until the schema reads them. */
export type PromptFormValues = z.input<ReturnType<typeof promptFormSchema>>;
