import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { createdAt, instant } from "./columns.js";
import { users } from "./users.js";

/**
 * Opt-outs that outlive an erase (decision 036): the salted SHA-256 of the E.164 number
 * (`textpal_number_hash`, migration 0023), never the number. Every send path checks it through
 * `textpal_suppressed`, and a person made again for a listed number starts opted out.
 */
export const suppressedNumbers = pgTable("suppressed_numbers", {
  number_hash: text("number_hash").primaryKey(),
  created_at: createdAt(),
});

/** One row: the installation's salt for number hashes, made by the migration, never shown. */
export const privacyKeys = pgTable(
  "privacy_keys",
  {
    id: smallint("id").primaryKey().default(1),
    suppression_salt: text("suppression_salt").notNull(),
  },
  (table) => [check("privacy_keys_one_row", sql`${table.id} = 1`)],
);

/**
 * One-time download links a person asked for by text ("EXPORT MY DATA"). Only the SHA-256 of the
 * 128-bit token is kept, so the table alone cannot open anyone's export.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    token_hash: text("token_hash").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: createdAt(),
    expires_at: instant("expires_at").notNull(),
    downloaded_at: instant("downloaded_at"),
  },
  (table) => [index("data_exports_user_idx").on(table.user_id, table.created_at)],
);
