import { z } from "zod";
import { requireSomeChange } from "./patch-body.js";

/** Spec 001 section 9. */
export const REFERRAL_CODE_LENGTH = 6;
export const DEFAULT_MAX_USES = 1000;
export const REFERRAL_CODE_REQUIRED_MESSAGE = "Please enter a referral code.";

/** The form uppercases as the operator types and stops at six characters; the server does the same. */
export const toReferralCodeInput = (text: string) => text.toUpperCase().slice(0, REFERRAL_CODE_LENGTH);

const maxUsesMessage = "Max uses must be a whole number of at least 1";

/** Blank falls back to the default (spec 001 section 5); typed text such as "250" counts as a number. */
const maxUses = (blank: number | undefined) =>
  z.preprocess(
    (value) => {
      if (value === "" || value === null || value === undefined) return blank;
      return typeof value === "string" ? Number(value.trim()) : value;
    },
    z
      .number({ message: maxUsesMessage })
      .int(maxUsesMessage)
      .min(1, maxUsesMessage)
      .max(10_000_000, maxUsesMessage),
  );

/** POST /api/admin/referral-codes: a system code. */
export const referralCodeCreateSchema = z.object({
  code: z
    .string({ message: REFERRAL_CODE_REQUIRED_MESSAGE })
    .trim()
    .min(1, REFERRAL_CODE_REQUIRED_MESSAGE)
    .transform((value) => value.toUpperCase())
    // People text the code on its own, and the pipeline recognises exactly six letters or digits.
    .pipe(
      z
        .string()
        .regex(
          new RegExp(`^[A-Z0-9]{${REFERRAL_CODE_LENGTH}}$`),
          `A referral code is ${REFERRAL_CODE_LENGTH} letters or digits.`,
        ),
    ),
  max_uses: maxUses(DEFAULT_MAX_USES),
});

/** The Edit Limit dialog: a new limit is required. */
export const referralLimitSchema = z.object({ max_uses: maxUses(undefined) });

/** PATCH /api/admin/referral-codes/{id}: reactivate, or change the limit (Edit Limit). */
export const referralCodeUpdateSchema = requireSomeChange(
  z.object({ is_active: z.boolean().optional(), max_uses: maxUses(undefined).optional() }),
);

export type ReferralCodeCreateValues = z.input<typeof referralCodeCreateSchema>;
export type ReferralCodeCreate = z.output<typeof referralCodeCreateSchema>;
export type ReferralCodeUpdate = z.output<typeof referralCodeUpdateSchema>;

export const REFERRAL_CODE_TYPES = ["system", "user"] as const;
export type ReferralCodeType = (typeof REFERRAL_CODE_TYPES)[number];

export const referralCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  code_type: z.enum(REFERRAL_CODE_TYPES),
  /** The owner of a user code; null for system codes. */
  user_phone: z.string().nullable(),
  current_uses: z.number().int(),
  max_uses: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
});

export type ReferralCode = z.output<typeof referralCodeSchema>;

/** How full a code is, 0–100, for the usage bar. */
export function usagePercent(code: Pick<ReferralCode, "current_uses" | "max_uses">): number {
  if (code.max_uses <= 0) return 100;
  return Math.min(100, Math.round((code.current_uses / code.max_uses) * 100));
}
