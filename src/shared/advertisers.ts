import { z } from "zod";
import { rowIdSchema } from "./number-ranges.js";
import { optionalText, optionalUrl } from "./text-fields.js";

/** Spec 001 sections 3 and 9: who an advertiser advertisement is shown to. */
export const TARGET_TIERS = ["free", "basic", "premium", "all"] as const;
export type TargetTier = (typeof TARGET_TIERS)[number];
export const DEFAULT_TARGET_TIER: TargetTier = "free";

/** POST /api/admin/advertisers and PUT /api/admin/advertisers/{id} (spec 001 section 5). */
export const advertiserInputSchema = z.object({
  name: z
    .string({ message: "Name must be at least 2 characters" })
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(200, "Name must be at most 200 characters"),
  contact_info: optionalText(500),
  website: optionalUrl(),
  notes: optionalText(5000),
  is_active: z.boolean().default(true),
});

export type AdvertiserFormValues = z.input<typeof advertiserInputSchema>;
export type AdvertiserInput = z.output<typeof advertiserInputSchema>;

export const advertiserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_info: z.string().nullable(),
  website: z.string().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Advertiser = z.output<typeof advertiserSchema>;

/**
 * An advertiser advertisement's own fields (spec 001 section 5), as POST
 * /api/admin/advertisers/{id}/advertisements and PUT .../advertisements/{id} take them: the
 * advertiser is the one in the path.
 */
export const advertiserAdvertisementFieldsSchema = z.object({
  title: z
    .string({ message: "Title must be at least 2 characters" })
    .trim()
    .min(2, "Title must be at least 2 characters")
    .max(200, "Title must be at most 200 characters"),
  content: z
    .string({ message: "Content is required" })
    .trim()
    .min(2, "Content is required")
    .max(1600, "Content must be at most 1600 characters"),
  url: optionalUrl(),
  target_tier: z.enum(TARGET_TIERS, { message: "Choose a target tier" }).default(DEFAULT_TARGET_TIER),
  /** Free text as operators write it ("daily"); a whole number means every N assistant replies. */
  frequency: optionalText(100),
  is_active: z.boolean().default(true),
});

/**
 * The form as it is sent to the shared POST /api/admin/advertisements (and PUT
 * /api/admin/advertisements/{id}), where advertiser_id is what tells it from a simple advertisement.
 */
export const advertiserAdvertisementInputSchema = z.object({
  advertiser_id: rowIdSchema("Advertiser is required", "Advertiser not found"),
  ...advertiserAdvertisementFieldsSchema.shape,
});

export type AdvertiserAdvertisementFields = z.output<typeof advertiserAdvertisementFieldsSchema>;
export type AdvertiserAdvertisementFormValues = z.input<typeof advertiserAdvertisementInputSchema>;
export type AdvertiserAdvertisementInput = z.output<typeof advertiserAdvertisementInputSchema>;

export const advertiserAdvertisementSchema = z.object({
  id: z.number().int(),
  advertiser_id: z.number().int(),
  title: z.string().nullable(),
  content: z.string(),
  url: z.string().nullable(),
  target_tier: z.enum(TARGET_TIERS),
  frequency: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type AdvertiserAdvertisement = z.output<typeof advertiserAdvertisementSchema>;
