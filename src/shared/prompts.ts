import { z } from "zod";
import { rowIdSchema } from "./number-ranges.js";
import { optionalText } from "./text-fields.js";

/** Spec 001 section 9. */
export const DEFAULT_MODEL = "openai/gpt-4o";
export const DEFAULT_TEMPERATURE = 0.7;
export const DEFAULT_MAX_TOKENS = 500;
export const MAX_TOKENS_LIMIT = 4000;
export const RESPONSE_FORMATS = ["text", "json_object"] as const;
export type ResponseFormat = (typeof RESPONSE_FORMATS)[number];
/** The online (web-search) model value that switches it off. */
export const NO_ONLINE_MODEL = "none";

/** The prompt the assistant cannot answer without; it may be edited but never deleted. */
export const SYSTEM_PROMPT_TYPE = "system";
/** Types the product reads, offered as suggestions when adding a prompt. */
export const KNOWN_PROMPT_TYPES = ["system", "micro_ui", "image"] as const;

const temperatureMessage = "Temperature must be between 0 and 2";
const maxTokensMessage = `Max tokens must be a whole number from 1 to ${MAX_TOKENS_LIMIT}`;

/** A number sent as a number or as typed text ("0.7"); blank means "use the default". */
const typedNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (value === "" || value === null) return undefined;
    return typeof value === "string" ? Number(value) : value;
  }, schema);

/** The fields both dialogs edit (spec 001 section 5); the form sends numbers as typed text too. */
const editableFields = {
  content: z
    .string({ message: "Content must be at least 10 characters" })
    .trim()
    .min(10, "Content must be at least 10 characters")
    .max(100_000, "Content must be at most 100,000 characters"),
  model: z
    .string({ message: "Model must be at least 3 characters" })
    .trim()
    .min(3, "Model must be at least 3 characters")
    .max(200, "Model must be at most 200 characters"),
  online_model: optionalText(200).transform((value) => value ?? NO_ONLINE_MODEL),
  description: optionalText(1000).transform((value) => value ?? null),
  temperature: typedNumber(
    z
      .number({ message: temperatureMessage })
      .min(0, temperatureMessage)
      .max(2, temperatureMessage)
      .default(DEFAULT_TEMPERATURE),
  ),
  max_tokens: typedNumber(
    z
      .number({ message: maxTokensMessage })
      .int(maxTokensMessage)
      .min(1, maxTokensMessage)
      .max(MAX_TOKENS_LIMIT, maxTokensMessage)
      .default(DEFAULT_MAX_TOKENS),
  ),
  response_format: z
    .enum(RESPONSE_FORMATS, { message: "Response format must be text or json_object" })
    .default("text"),
};

/** POST /api/admin/prompts. */
export const promptCreateSchema = z.object({
  type: z
    .string({ message: "Type must be at least 3 characters" })
    .trim()
    .min(3, "Type must be at least 3 characters")
    .max(50, "Type must be at most 50 characters")
    .regex(/^[A-Za-z0-9_-]+$/, "Type may contain only letters, digits, _ and -"),
  ...editableFields,
});

/** PUT /api/admin/prompts/{id}: everything but the type, which identifies the prompt. */
export const promptUpdateSchema = z.object(editableFields);

/** POST /api/admin/prompts/{id}/rollback. */
export const promptRollbackSchema = z.object({
  version: rowIdSchema("Version must be a number", "Version not found"),
});

export type PromptCreateValues = z.input<typeof promptCreateSchema>;
export type PromptCreate = z.output<typeof promptCreateSchema>;
export type PromptUpdate = z.output<typeof promptUpdateSchema>;

export const promptSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  content: z.string(),
  model: z.string(),
  online_model: z.string().nullable(),
  description: z.string().nullable(),
  temperature: z.number(),
  max_tokens: z.number().int(),
  response_format: z.enum(RESPONSE_FORMATS),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Prompt = z.output<typeof promptSchema>;

/** An earlier version of a prompt; the current one is the prompt itself. */
export const promptHistoryEntrySchema = promptSchema.omit({ type: true, updated_at: true });

export type PromptHistoryEntry = z.output<typeof promptHistoryEntrySchema>;

/** GET /api/admin/models: one model for the pickers. Prices are USD per token. */
export const aiModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  pricing: z.object({ prompt: z.number(), completion: z.number() }),
});

export type AiModel = z.output<typeof aiModelSchema>;

const unpriced = { prompt: 0, completion: 0 };

/**
 * Spec 001 section 9: offered, under the spec's own labels, when the provider's list is empty or
 * unreachable. The ids are the provider's (OpenRouter), so a prompt saved with one of them runs.
 * Prices are left at 0 (shown as unknown) rather than guessed, since list prices change.
 */
export const FALLBACK_MODELS: readonly AiModel[] = [
  { id: "openrouter/auto", name: "auto (best available)", pricing: unpriced },
  { id: "openai/gpt-4o", name: "gpt-4o", pricing: unpriced },
  { id: "openai/gpt-4o-mini", name: "gpt-4o-mini", pricing: unpriced },
  { id: "anthropic/claude-3.5-sonnet", name: "claude-3.5-sonnet", pricing: unpriced },
];
