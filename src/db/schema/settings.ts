import { pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.js";

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updated_at: updatedAt(),
});
