import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Channel } from "../../shared/channels.js";
import { admins } from "./admins.js";
import { createdAt, instant, updatedAt } from "./columns.js";
import { queuedMessages } from "./queued-messages.js";
import { threads } from "./threads.js";

export interface MessageMedia {
  url: string;
  content_type: string | null;
}

export const messages = pgTable(
  "messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    thread_id: integer("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    /** Phone number of the sender: a user's number, or the system number for assistant and system texts. */
    sender: text("sender").notNull(),
    sender_role: text("sender_role").notNull(),
    content: text("content").notNull().default(""),
    media_url: text("media_url"),
    media: jsonb("media").$type<MessageMedia[]>().notNull().default([]),
    /** Inbound: what a voice note said, transcribed; answered like typed text. */
    transcript: text("transcript"),
    /**
     * The channel it went on when that is not its thread's, or when the provider said which: an RCS
     * reply Twilio delivered by SMS fallback, or one sent by SMS because the number has no Messaging
     * Service. Null means its thread's channel.
     */
    channel: text("channel").$type<Channel>(),
    /** received (inbound) or pending, queued, sending, sent, delivered, undelivered, failed (outbound). */
    delivery_status: text("delivery_status"),
    provider: text("provider"),
    provider_message_id: text("provider_message_id"),
    error_code: text("error_code"),
    /** Outbound: the phone this text goes to. */
    recipient: text("recipient"),
    /** What produced it: inbound, reply, policy, keyword, opt_out, help, ad, reminder, notification, marketing, system. */
    kind: text("kind").notNull().default("inbound"),
    /** Outbound: the inbound text this answers, if any. */
    reply_to_id: bigint("reply_to_id", { mode: "number" }),
    /** Inbound: when the pipeline finished with it; null means it still needs an answer. */
    processed_at: instant("processed_at"),
    /** A worker's claim (inbound processing or outbound sending); an expired lease can be taken over. */
    lease_until: instant("lease_until"),
    attempts: integer("attempts").notNull().default(0),
    /** Outbound: not sent before this instant (retry backoff). */
    next_attempt_at: instant("next_attempt_at"),
    sent_at: instant("sent_at"),
    segment_count: integer("segment_count"),
    prompt_tokens: integer("prompt_tokens"),
    completion_tokens: integer("completion_tokens"),
    ai_cost: doublePrecision("ai_cost"),
    /** Outbound: estimated carrier cost in USD, segments × SMS_SEGMENT_PRICE_USD when it was stored. */
    sms_cost: doublePrecision("sms_cost"),
    /** Outbound: the operator who wrote it from the console (kind operator); null for everything else. */
    sent_by_admin_id: integer("sent_by_admin_id").references(() => admins.id, { onDelete: "set null" }),
    /**
     * Outbound, automatic answers only: when the last check that its thread is not taken over passed,
     * just before the provider was called. A take-over waits for such sends to finish (decision 030).
     */
    pause_checked_at: instant("pause_checked_at"),
    /**
     * Inbound, with tracing on: the W3C traceparent of the webhook that stored it, so its answer,
     * send and status callback (later, perhaps in another process) continue that trace (decision 032).
     */
    trace_parent: text("trace_parent"),
    /** Outbound: the queued message it was dispatched from, so the Queue shows a failed send's reason. */
    queued_message_id: bigint("queued_message_id", { mode: "number" }).references(() => queuedMessages.id, {
      onDelete: "set null",
    }),
    /**
     * Outbound on WhatsApp outside the 24-hour window: the approved template (WHATSAPP_TEMPLATE_SID
     * when it was dispatched) it goes out as, with `content` as its variable 1, instead of free text.
     */
    whatsapp_template_sid: text("whatsapp_template_sid"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index("messages_thread_created_idx").on(table.thread_id, table.created_at),
    index("messages_created_at_idx").on(table.created_at),
    index("messages_role_created_idx").on(table.sender_role, table.created_at),
    uniqueIndex("messages_provider_message_key").on(table.provider, table.provider_message_id),
    // The inbound claim walks unanswered texts in id order; without this it would filter every old message.
    index("messages_inbound_queue_idx")
      .on(table.id)
      .where(sql`${table.sender_role} = 'user' and ${table.processed_at} is null`),
    index("messages_inbound_pending_idx")
      .on(table.thread_id, table.id)
      .where(sql`${table.sender_role} = 'user' and ${table.processed_at} is null`),
    index("messages_outbound_pending_idx")
      .on(table.next_attempt_at)
      .where(sql`${table.delivery_status} in ('pending', 'sending')`),
    // A reply stored ready to send checks that nothing older waits for the same person in its thread.
    index("messages_outbound_waiting_idx")
      .on(table.thread_id, table.recipient)
      .where(sql`${table.delivery_status} in ('pending', 'sending')`),
    index("messages_queued_message_idx")
      .on(table.queued_message_id)
      .where(sql`${table.queued_message_id} is not null`),
    check("messages_sender_role_check", sql`${table.sender_role} in ('user', 'assistant', 'system')`),
    check("messages_channel_check", sql`${table.channel} in ('sms', 'whatsapp', 'rcs')`),
  ],
);
