import { bigint, doublePrecision, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.js";

/**
 * Running totals kept by triggers (migration 0004), so the console's totals never scan the large
 * tables. Each writing connection adds to its own slot row; readers sum the slots.
 */

/** Messages and AI cost per UTC hour and sender role. */
export const messageHourlyStats = pgTable(
  "message_hourly_stats",
  {
    hour: instant("hour").notNull(),
    sender_role: text("sender_role").notNull(),
    slot: smallint("slot").notNull(),
    messages: bigint("messages", { mode: "number" }).notNull().default(0),
    ai_cost: doublePrecision("ai_cost").notNull().default(0),
    /** Estimated SMS cost (messages.sms_cost). */
    sms_cost: doublePrecision("sms_cost").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.hour, table.sender_role, table.slot] })],
);

/** Rows in users and threads. */
export const tableRowCounts = pgTable(
  "table_row_counts",
  {
    table_name: text("table_name").notNull(),
    slot: smallint("slot").notNull(),
    row_count: bigint("row_count", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.table_name, table.slot] })],
);
