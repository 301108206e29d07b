import { z } from "zod";
import { CHANNELS } from "./channels.js";
import { requireSomeChange } from "./patch-body.js";

/** Spec 000 section 9: a user is Active when last seen within 24 hours. */
export const ACTIVE_USER_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Spec 000 section 9: the users table shows the first 50 characters of the profile. */
export const PROFILE_PREVIEW_LENGTH = 50;

export const SUBSCRIPTION_TIERS = ["free", "basic", "premium"] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** A user as the console sees it (spec 000 section 3), dates as ISO strings. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  phone_number: z.string(),
  profile: z.string(),
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  timezone: z.string().nullable(),
  timezone_confirmed: z.boolean(),
  payment_method: z.string().nullable(),
  threadCount: z.number().int(),
  /** The channels of the person's threads (sms, whatsapp): one person, one profile, on either. */
  channels: z.array(z.enum(CHANNELS)),
  total_messages_sent: z.number().int(),
  free_messages_used: z.number().int(),
  /** Extra free messages earned through referrals. */
  bonus_messages: z.number().int(),
  last_active: z.string().nullable(),
  created_at: z.string(),
  referral_code: z.string().nullable(),
  referred_by: z.string().nullable(),
  referral_count: z.number().int(),
  opted_out: z.boolean(),
  is_team: z.boolean(),
});

export type AdminUser = z.output<typeof adminUserSchema>;

export function isUserActive(lastActive: string | null, now: Date): boolean {
  if (!lastActive) return false;
  return now.getTime() - new Date(lastActive).getTime() <= ACTIVE_USER_WINDOW_MS;
}

/** The profile cut to 50 characters, with an ellipsis when something was cut. */
export function profilePreview(profile: string): string {
  const characters = Array.from(profile.trim());
  if (characters.length <= PROFILE_PREVIEW_LENGTH) return characters.join("");
  return `${characters.slice(0, PROFILE_PREVIEW_LENGTH).join("").trimEnd()}…`;
}

/**
 * The longest profile (what the assistant remembers about a person), in characters (code points)
 * however it is written: by the model's update_profile, the offline assistant or an operator.
 */
export const MAX_PROFILE_LENGTH = 1000;
export const PROFILE_TOO_LONG = `Profile is too long (${MAX_PROFILE_LENGTH} characters at most).`;

/** Characters as the console's counter shows them: code points, so an emoji is one. */
export const profileLength = (profile: string) => Array.from(profile).length;

/** PUT /api/admin/users/{id}/profile: the operator's edit; "" clears it. */
export const userProfileSchema = z.strictObject({
  profile: z
    .string({ message: "Profile must be text" })
    .trim()
    .refine((profile) => profileLength(profile) <= MAX_PROFILE_LENGTH, PROFILE_TOO_LONG),
});

export type UserProfileInput = z.output<typeof userProfileSchema>;

/** PATCH /api/admin/users/{id}: the operator-editable flags. */
export const userUpdateSchema = requireSomeChange(z.strictObject({ is_team: z.boolean().optional() }));

export type UserUpdate = z.infer<typeof userUpdateSchema>;
