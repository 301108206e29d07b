import type { UserRow, UserWithThreadCount } from "../../db/repositories/users.js";
import type { AdminUser, SubscriptionTier } from "../../shared/users.js";

export function toAdminUser(user: UserWithThreadCount): AdminUser {
  return { ...toUserFields(user), threadCount: user.thread_count, channels: user.channels };
}

/** The user's own fields as the console shows them: an AdminUser without its thread facts. */
export function toUserFields(user: UserRow): Omit<AdminUser, "threadCount" | "channels"> {
  return {
    id: user.id,
    phone_number: user.phone_number,
    profile: user.profile,
    subscription_tier: user.subscription_tier as SubscriptionTier,
    timezone: user.timezone,
    timezone_confirmed: user.timezone_confirmed,
    payment_method: user.payment_method,
    total_messages_sent: user.total_messages_sent,
    free_messages_used: user.free_messages_used,
    bonus_messages: user.bonus_messages,
    last_active: user.last_active?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
    referral_code: user.referral_code,
    referred_by: user.referred_by,
    referral_count: user.referral_count,
    opted_out: user.opted_out,
    is_team: user.is_team,
  };
}
