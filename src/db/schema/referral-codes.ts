import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";
import { users } from "./users.js";

export const referralCodes = pgTable(
  "referral_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull(),
    code_type: text("code_type").notNull(),
    /** Owner of a user code; system codes have none. */
    user_id: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    current_uses: integer("current_uses").notNull().default(0),
    max_uses: integer("max_uses").notNull().default(1000),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex("referral_codes_code_key").on(sql`upper(${table.code})`),
    index("referral_codes_user_idx").on(table.user_id),
    check("referral_codes_type_check", sql`${table.code_type} in ('system', 'user')`),
    check("referral_codes_uses_check", sql`${table.current_uses} >= 0 and ${table.max_uses} >= 1`),
  ],
);
