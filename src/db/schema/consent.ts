import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.js";
import { users } from "./users.js";

/**
 * Every opt-in and opt-out of a person, appended and never changed: the consent record carriers
 * audit. It is read by phone, so it stays whole when the person's row is deleted and made again.
 */
export const userConsentEvents = pgTable(
  "user_consent_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the person's row is deleted: the record outlives it, found by phone. */
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    phone_number: text("phone_number").notNull(),
    /** opt_in or opt_out. */
    action: text("action").notNull(),
    /**
     * What caused it: first_text, keyword, free_text (a request in words, by the AI's opt_out tool
     * or the offline assistant), carrier (error 21610 or Twilio's Advanced Opt-Out), operator.
     */
    source: text("source").notNull(),
    /** The text that triggered it, or the operator's action or carrier error. */
    message: text("message").notNull().default(""),
    created_at: createdAt(),
  },
  (table) => [
    index("user_consent_events_phone_idx").on(table.phone_number, table.id),
    check("user_consent_events_action_check", sql`${table.action} in ('opt_in', 'opt_out')`),
    check(
      "user_consent_events_source_check",
      sql`${table.source} in ('first_text', 'keyword', 'free_text', 'carrier', 'operator')`,
    ),
  ],
);
