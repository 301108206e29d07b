import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "./columns.js";
import { users } from "./users.js";

/**
 * What a person asked to be reminded of (decision 038). Each firing is a `queued_messages` row of
 * type reminder pointing here; a recurring reminder has one pending firing at a time, and the
 * dispatch that sends it queues the next.
 */
export const reminders = pgTable(
  "reminders",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    /**
     * The local wall-clock start, "2026-12-07T08:00", with no zone: a recurring reminder's
     * occurrences are read in the person's zone of the moment, so a zone change keeps their times.
     */
    starts_local: text("starts_local").notNull(),
    /** The RFC 5545 rule without DTSTART ("FREQ=WEEKLY;BYDAY=MO"); null for a one-shot reminder. */
    rrule: text("rrule"),
    /** active, cancelled, or done (a one-shot that fired, a rule with no occurrence left). */
    status: text("status").notNull().default("active"),
    /** The next firing's instant while active. */
    next_at: instant("next_at"),
    /** When the person created or last changed it: "it" in "change it to Friday". */
    changed_at: instant("changed_at").notNull().defaultNow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index("reminders_user_idx").on(table.user_id, table.status),
    check("reminders_status_check", sql`${table.status} in ('active', 'cancelled', 'done')`),
    check(
      "reminders_starts_local_check",
      sql`${table.starts_local} ~ '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$'`,
    ),
  ],
);
