import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "./columns.js";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    phone_number: text("phone_number").notNull(),
    profile: text("profile").notNull().default(""),
    subscription_tier: text("subscription_tier").notNull().default("free"),
    timezone: text("timezone"),
    timezone_confirmed: boolean("timezone_confirmed").notNull().default(false),
    payment_method: text("payment_method"),
    total_messages_sent: integer("total_messages_sent").notNull().default(0),
    free_messages_used: integer("free_messages_used").notNull().default(0),
    /** Extra free messages earned through referrals, on top of FREE_MESSAGE_LIMIT. */
    bonus_messages: integer("bonus_messages").notNull().default(0),
    last_active: instant("last_active"),
    referral_code: text("referral_code"),
    referred_by: text("referred_by"),
    referral_count: integer("referral_count").notNull().default(0),
    /** Carrier opt-out (STOP and friends): nothing may be sent until the user opts back in. */
    opted_out: boolean("opted_out").notNull().default(false),
    opted_out_at: instant("opted_out_at"),
    /** The person's last WhatsApp message: free-form WhatsApp texts may go out only within 24 hours of it. */
    whatsapp_last_inbound_at: instant("whatsapp_last_inbound_at"),
    /** The last WHATSAPP_DISABLED_MESSAGE sent to this person: at most one a day while WhatsApp is off. */
    whatsapp_off_notice_at: instant("whatsapp_off_notice_at"),
    /** AI spend on this person's local day `ai_spend_day` (YYYY-MM-DD), for USER_DAILY_AI_BUDGET_USD. */
    ai_spend_day: text("ai_spend_day"),
    ai_spend_usd: doublePrecision("ai_spend_usd").notNull().default(0),
    /** Member of the operating team: the "team" announcement cohort. */
    is_team: boolean("is_team").notNull().default(false),
    /** "DELETE MY DATA" was asked: a YES DELETE within ERASE_CONFIRM_MINUTES of it erases. */
    erase_requested_at: instant("erase_requested_at"),
    /** YES DELETE was answered: the erase sweep erases the person once the last text has left. */
    erase_confirmed_at: instant("erase_confirmed_at"),
    /** The last export link sent by text: at most one a day. */
    last_export_at: instant("last_export_at"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex("users_phone_number_key").on(table.phone_number),
    uniqueIndex("users_referral_code_key").on(sql`upper(${table.referral_code})`),
    index("users_last_active_idx").on(table.last_active),
    index("users_created_at_idx").on(table.created_at),
    index("users_subscription_tier_idx").on(table.subscription_tier),
    index("users_erase_confirmed_idx")
      .on(table.erase_confirmed_at)
      .where(sql`${table.erase_confirmed_at} is not null`),
    // On an expression, not the bare column: every text looks its sender up by phone (=), and the
    // planner sometimes chose this index over the unique one for that, at ~10 ms a lookup.
    index("users_phone_number_search_idx").using("gin", sql`lower(${table.phone_number}) gin_trgm_ops`),
    index("users_profile_trgm_idx").using("gin", sql`${table.profile} gin_trgm_ops`),
    check("users_subscription_tier_check", sql`${table.subscription_tier} in ('free', 'basic', 'premium')`),
    check(
      "users_counters_check",
      sql`${table.total_messages_sent} >= 0 and ${table.free_messages_used} >= 0`,
    ),
  ],
);
