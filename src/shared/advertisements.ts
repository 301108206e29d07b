import { z } from "zod";
import { isHttpUrl, requiredText, VALID_URL_MESSAGE } from "./text-fields.js";

/** Spec 001 section 9: an advertisement goes out every 20 assistant replies unless told otherwise. */
export const DEFAULT_AD_FREQUENCY = 20;
const FREQUENCY_MIN_MESSAGE = "Frequency must be at least 1";

/** Spec 001 section 5: the frequency field is read as a whole number, and anything else counts as 0. */
function toFrequency(value: unknown): number {
  if (value === undefined) return DEFAULT_AD_FREQUENCY;
  const parsed = typeof value === "number" ? value : Number.parseInt(String(value), 10);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : 0;
}

/** POST and PUT /api/admin/advertisements with the simple form (no advertiser_id). */
export const advertisementInputSchema = z.object({
  title: requiredText("Title is required", 200),
  content: requiredText("Content is required", 1600),
  merchant: requiredText("Merchant is required", 200),
  url: requiredText("URL is required", 2000).refine(isHttpUrl, VALID_URL_MESSAGE),
  is_active: z.boolean().default(true),
  frequency: z.preprocess(
    toFrequency,
    // Range first: 1e308 is a whole number too, past what int() calls safe.
    z.number().min(1, FREQUENCY_MIN_MESSAGE).max(1_000_000, "Frequency is too large").int(),
  ),
});

export type AdvertisementFormValues = z.input<typeof advertisementInputSchema>;
export type AdvertisementInput = z.output<typeof advertisementInputSchema>;

/** An advertisement of the simple form, as the console sees it. */
export const advertisementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  merchant: z.string(),
  url: z.string(),
  is_active: z.boolean(),
  frequency: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Advertisement = z.output<typeof advertisementSchema>;
