import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { announcements } from "./announcements.js";
import { createdAt, instant, updatedAt } from "./columns.js";
import { reminders } from "./reminders.js";

export const queuedMessages = pgTable(
  "queued_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    content: text("content").notNull(),
    recipient: text("recipient").notNull(),
    type: text("type").notNull(),
    media_url: text("media_url"),
    scheduled_for: instant("scheduled_for").notNull(),
    processed: boolean("processed").notNull().default(false),
    processed_at: instant("processed_at"),
    /** Why a row was processed without sending (opted out, unknown recipient...). */
    skip_reason: text("skip_reason"),
    /** Why a pending row is held back and not sent yet (outside the WhatsApp 24-hour window...). */
    hold_reason: text("hold_reason"),
    /**
     * When a row that was ever held was first due: holding moves scheduled_for to the next check,
     * so this keeps the time it was meant for (shown in the queue).
     */
    held_from: instant("held_from"),
    announcement_id: integer("announcement_id").references(() => announcements.id, { onDelete: "set null" }),
    /** A firing of a person's reminder (decision 038). */
    reminder_id: bigint("reminder_id", { mode: "number" }).references(() => reminders.id, {
      onDelete: "set null",
    }),
    /** A firing the person snoozed ("snooze 30"): an extra one, beside the reminder's own next. */
    snoozed: boolean("snoozed").notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index("queued_messages_due_idx").on(table.scheduled_for).where(sql`not ${table.processed}`),
    index("queued_messages_recipient_idx").on(table.recipient),
    index("queued_messages_created_at_idx").on(table.created_at),
    // Whether an announcement has messages still queued, and whether any has left.
    index("queued_messages_announcement_idx")
      .on(table.announcement_id, table.processed)
      .where(sql`${table.announcement_id} is not null`),
    index("queued_messages_reminder_idx").on(table.reminder_id).where(sql`${table.reminder_id} is not null`),
    // A reminder has at most one pending firing of its own, however many dispatchers queue the next.
    uniqueIndex("queued_messages_reminder_pending_key")
      .on(table.reminder_id)
      .where(sql`${table.reminder_id} is not null and not ${table.processed} and not ${table.snoozed}`),
    check(
      "queued_messages_type_check",
      sql`${table.type} in ('reminder', 'notification', 'marketing', 'system')`,
    ),
  ],
);
