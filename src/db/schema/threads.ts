import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { Channel } from "../../shared/channels.js";
import { admins } from "./admins.js";
import { createdAt, instant, updatedAt } from "./columns.js";
import { users } from "./users.js";

export const threads = pgTable(
  "threads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** E.164 numbers of the people in the conversation, sorted, so one set maps to one thread. */
    participants: text("participants").array().notNull(),
    system_number: text("system_number").notNull(),
    is_group_chat: boolean("is_group_chat").notNull().default(false),
    /** How the people reach us in this thread: sms (SMS and MMS) or whatsapp (through Twilio). */
    channel: text("channel").$type<Channel>().notNull().default("sms"),
    title: text("title"),
    message_count: integer("message_count").notNull().default(0),
    last_message: text("last_message"),
    last_message_at: instant("last_message_at"),
    /** Set while an operator has taken the thread over: the assistant says nothing in it (decision 030). */
    ai_paused_at: instant("ai_paused_at"),
    ai_paused_by: integer("ai_paused_by").references(() => admins.id, { onDelete: "set null" }),
    /** The operator's last take-over or reply: TAKEOVER_TIMEOUT_HOURS after it the thread is handed back. */
    operator_active_at: instant("operator_active_at"),
    /** Set when the person asked for a human (or the assistant could not help) until an operator acts. */
    needs_person_at: instant("needs_person_at"),
    /**
     * Until when the assistant's answers in this thread wait because the person went over
     * MAX_TEXTS_PER_MINUTE; their texts are then answered together (rules/flood-limit.ts).
     */
    flood_until: instant("flood_until"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex("threads_system_number_participants_channel_key").on(
      table.system_number,
      table.participants,
      table.channel,
    ),
    check("threads_channel_check", sql`${table.channel} in ('sms', 'whatsapp', 'rcs')`),
    index("threads_activity_idx").on(sql`coalesce(${table.last_message_at}, ${table.updated_at}) desc`),
    index("threads_created_at_idx").on(table.created_at),
    index("threads_participants_trgm_idx").using(
      "gin",
      sql`textpal_participants_text(${table.participants}) gin_trgm_ops`,
    ),
    index("threads_last_message_trgm_idx").using("gin", sql`${table.last_message} gin_trgm_ops`),
    // The sidebar's count and the Threads filter read only the few flagged threads.
    index("threads_needs_person_idx")
      .on(table.needs_person_at)
      .where(sql`${table.needs_person_at} is not null`),
    // The hand-back sweep reads only the threads taken over.
    index("threads_taken_over_idx")
      .on(table.operator_active_at)
      .where(sql`${table.ai_paused_at} is not null`),
  ],
);

/** Who is in a thread, by user: the thread count per user and "only participant" checks read this. */
export const threadParticipants = pgTable(
  "thread_participants",
  {
    thread_id: integer("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.thread_id, table.user_id] }),
    index("thread_participants_user_idx").on(table.user_id),
  ],
);
