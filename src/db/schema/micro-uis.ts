import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";
import { threads } from "./threads.js";
import { users } from "./users.js";

export const microUis = pgTable(
  "micro_uis",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    /** A ULID: 26 characters, unguessable enough to share by link. */
    slug: text("slug").notNull(),
    thread_id: integer("thread_id").references(() => threads.id, { onDelete: "set null" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex("micro_uis_slug_key").on(table.slug),
    index("micro_uis_created_at_idx").on(table.created_at),
    index("micro_uis_thread_idx").on(table.thread_id),
    // A person's pages, for their export and their erase.
    index("micro_uis_user_idx").on(table.user_id),
  ],
);
