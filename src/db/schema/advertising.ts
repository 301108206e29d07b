import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgSequence, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "./columns.js";

/**
 * Simple and advertiser advertisements take their ids from this one sequence, so an id names one
 * advertisement whichever table holds it and PUT/DELETE /advertisements/{id} need no advertiser
 * (issue 39; migration 0027).
 */
export const advertisementIds = pgSequence("advertisement_ids", { maxValue: 2147483647 });
const advertisementId = () => integer("id").primaryKey().default(sql`nextval('advertisement_ids')`);

export const advertisements = pgTable(
  "advertisements",
  {
    id: advertisementId(),
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
    id: advertisementId(),
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
