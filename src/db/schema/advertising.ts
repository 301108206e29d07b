import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "./columns.js";

export const advertisements = pgTable(
  "advertisements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    merchant: text("merchant").notNull(),
    url: text("url").notNull(),
    is_active: boolean("is_active").notNull().default(true),
    /** Shown after every N assistant replies. */
    frequency: integer("frequency").notNull().default(20),
    /** Rotation: among the ads due, the one shown longest ago goes next. */
    last_shown_at: instant("last_shown_at"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [check("advertisements_frequency_check", sql`${table.frequency} >= 1`)],
);

export const advertisers = pgTable("advertisers", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  contact_info: text("contact_info"),
  website: text("website"),
  notes: text("notes"),
  is_active: boolean("is_active").notNull().default(true),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const advertiserAdvertisements = pgTable(
  "advertiser_advertisements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    advertiser_id: integer("advertiser_id")
      .notNull()
      .references(() => advertisers.id, { onDelete: "cascade" }),
    title: text("title"),
    content: text("content").notNull(),
    url: text("url"),
    target_tier: text("target_tier").notNull().default("free"),
    /** Free text such as "daily" or "weekly", as operators write it. */
    frequency: text("frequency"),
    last_shown_at: instant("last_shown_at"),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index("advertiser_advertisements_advertiser_idx").on(table.advertiser_id),
    check(
      "advertiser_advertisements_target_tier_check",
      sql`${table.target_tier} in ('free', 'basic', 'premium', 'all')`,
    ),
  ],
);
