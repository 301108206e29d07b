import type { UserWithThreadCount } from "../../db/repositories/users.js";
import type { CsvColumn } from "../csv/csv-export.js";

/** The Users export: every field of the details dialog, phones in E.164, dates in UTC. */
export const USER_CSV_COLUMNS: readonly CsvColumn<UserWithThreadCount>[] = [
  { header: "ID", value: (user) => user.id },
  { header: "Phone number", value: (user) => user.phone_number },
  { header: "Profile", value: (user) => user.profile },
  { header: "Tier", value: (user) => user.subscription_tier },
  { header: "Time zone", value: (user) => user.timezone },
  { header: "Time zone confirmed", value: (user) => user.timezone_confirmed },
  { header: "Payment method", value: (user) => user.payment_method },
  { header: "Threads", value: (user) => user.thread_count },
  { header: "Messages sent", value: (user) => user.total_messages_sent },
  { header: "Free messages used", value: (user) => user.free_messages_used },
  { header: "Bonus messages", value: (user) => user.bonus_messages },
  { header: "Last active (UTC)", value: (user) => user.last_active },
  { header: "Joined (UTC)", value: (user) => user.created_at },
  { header: "Referral code", value: (user) => user.referral_code },
  { header: "Referred by", value: (user) => user.referred_by },
  { header: "Referrals", value: (user) => user.referral_count },
  { header: "Opted out", value: (user) => user.opted_out },
  { header: "Opted out at (UTC)", value: (user) => user.opted_out_at },
  { header: "Team member", value: (user) => user.is_team },
];
