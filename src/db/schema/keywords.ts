import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";

export const keywords = pgTable(
  "keywords",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    keyword: text("keyword").notNull(),
    response: text("response").notNull(),
    action: text("action").notNull().default("none"),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex("keywords_keyword_key").on(sql`lower(${table.keyword})`),
    check("keywords_action_check", sql`${table.action} in ('none', 'subscribe', 'unsubscribe', 'help')`),
  ],
);
