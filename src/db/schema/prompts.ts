import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";

export const prompts = pgTable(
  "prompts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    content: text("content").notNull(),
    model: text("model").notNull().default("openai/gpt-4o"),
    /** "none" (or null) disables the web-search model. */
    online_model: text("online_model"),
    description: text("description"),
    temperature: doublePrecision("temperature").notNull().default(0.7),
    max_tokens: integer("max_tokens").notNull().default(500),
    response_format: text("response_format").notNull().default("text"),
    version: integer("version").notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex("prompts_type_key").on(table.type),
    check("prompts_temperature_check", sql`${table.temperature} between 0 and 2`),
    check("prompts_max_tokens_check", sql`${table.max_tokens} between 1 and 4000`),
    check("prompts_response_format_check", sql`${table.response_format} in ('text', 'json_object')`),
  ],
);

/** Earlier versions of a prompt; the current version lives on the prompt row itself. */
export const promptHistory = pgTable(
  "prompt_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    prompt_id: integer("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    content: text("content").notNull(),
    model: text("model").notNull(),
    online_model: text("online_model"),
    description: text("description"),
    temperature: doublePrecision("temperature").notNull(),
    max_tokens: integer("max_tokens").notNull(),
    response_format: text("response_format").notNull(),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("prompt_history_prompt_version_key").on(table.prompt_id, table.version),
    index("prompt_history_prompt_idx").on(table.prompt_id),
  ],
);
