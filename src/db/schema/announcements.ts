import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "./columns.js";

export const announcements = pgTable(
  "announcements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    message: text("message").notNull(),
    media_url: text("media_url"),
    cohort: text("cohort").notNull(),
    /** The chosen instant; when timezone_aware, its wall-clock time is applied in each recipient's zone. */
    delivery_date: instant("delivery_date").notNull(),
    timezone_aware: boolean("timezone_aware").notNull().default(true),
    status: text("status").notNull().default("scheduled"),
    /** When its queued messages were written; it stays scheduled until the first of them leaves. */
    expanded_at: instant("expanded_at"),
    /** When the last recipient's message left or was closed: the status turned sent. */
    sent_at: instant("sent_at"),
    failure_reason: text("failure_reason"),
    // Its queued messages that purge-old-queue deleted, by outcome, so its counts outlive them.
    purged_sent: integer("purged_sent").notNull().default(0),
    purged_failed: integer("purged_failed").notNull().default(0),
    purged_cancelled: integer("purged_cancelled").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index("announcements_due_idx").on(table.status, table.delivery_date),
    check(
      "announcements_status_check",
      sql`${table.status} in ('scheduled', 'sending', 'sent', 'failed', 'cancelled')`,
    ),
    check(
      "announcements_cohort_check",
      sql`${table.cohort} in ('all', 'no_tier', 'free', 'premium', 'inactive', 'active', 'team', 'admin')`,
    ),
  ],
);
