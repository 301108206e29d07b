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

export interface Advertiser {
  id: number;
  name: string;
  contact_info: string | null;
  website: string | null;
  notes: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * POST /api/admin/advertisements (and PUT /api/admin/advertisements/{id}) with an advertiser_id:
 * an advertiser advertisement (spec 001 section 5).
 */
export const advertiserAdvertisementInputSchema = z.object({
  advertiser_id: rowIdSchema("Advertiser is required", "Advertiser not found"),
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

export type AdvertiserAdvertisementFormValues = z.input<typeof advertiserAdvertisementInputSchema>;
export type AdvertiserAdvertisementInput = z.output<typeof advertiserAdvertisementInputSchema>;

export interface AdvertiserAdvertisement {
  id: number;
  advertiser_id: number;
  title: string | null;
  content: string;
  url: string | null;
  target_tier: TargetTier;
  frequency: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}
