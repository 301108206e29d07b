import { z } from "zod";
import { requireSomeChange } from "./patch-body.js";

/** Spec 000 section 9: a user is Active when last seen within 24 hours. */
export const ACTIVE_USER_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Spec 000 section 9: the users table shows the first 50 characters of the profile. */
export const PROFILE_PREVIEW_LENGTH = 50;

export type SubscriptionTier = "free" | "basic" | "premium";

/** A user as the console sees it (spec 000 section 3), dates as ISO strings. */
export interface AdminUser {
  id: number;
  phone_number: string;
  profile: string;
  subscription_tier: SubscriptionTier;
  timezone: string | null;
  timezone_confirmed: boolean;
  payment_method: string | null;
  threadCount: number;
  total_messages_sent: number;
  free_messages_used: number;
  /** Extra free messages earned through referrals. */
  bonus_messages: number;
  last_active: string | null;
  created_at: string;
  referral_code: string | null;
  referred_by: string | null;
  referral_count: number;
  opted_out: boolean;
  is_team: boolean;
}

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

/** PATCH /api/admin/users/{id}: the operator-editable flags. */
export const userUpdateSchema = requireSomeChange(z.strictObject({ is_team: z.boolean().optional() }));

export type UserUpdate = z.infer<typeof userUpdateSchema>;
