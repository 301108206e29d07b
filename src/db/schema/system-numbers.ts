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

export const systemNumbers = pgTable(
  "system_numbers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    number: text("number").notNull(),
    friendly_name: text("friendly_name"),
    campaign: text("campaign"),
    custom_prompt: text("custom_prompt"),
    is_active: boolean("is_active").notNull().default(true),
    /** Carrier throughput: about 1 segment per second for a US long code, 100+ for a short code. */
    messages_per_second: doublePrecision("messages_per_second").notNull().default(1),
    /**
     * A Twilio Messaging Service (10DLC campaign, toll-free or short code pool): when set, replies
     * go out with MessagingServiceSid instead of From, and inbound texts carrying it route here.
     */
    messaging_service_sid: text("messaging_service_sid"),
    /** The next free send slot: every send reserves one, spaced 1/messages_per_second apart, across processes. */
    next_send_at: instant("next_send_at"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex("system_numbers_number_key").on(table.number),
    check("system_numbers_number_e164_check", sql`${table.number} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check("system_numbers_mps_check", sql`${table.messages_per_second} > 0`),
    check(
      "system_numbers_messaging_service_sid_check",
      sql`${table.messaging_service_sid} ~ '^MG[0-9a-fA-F]{32}$'`,
    ),
    index("system_numbers_messaging_service_sid_idx")
      .on(table.messaging_service_sid)
      .where(sql`${table.messaging_service_sid} is not null`),
  ],
);
