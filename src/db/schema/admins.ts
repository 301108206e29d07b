import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "./columns.js";

export const admins = pgTable(
  "admins",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    phone_number: text("phone_number").notNull(),
    password_hash: text("password_hash").notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [uniqueIndex("admins_phone_number_key").on(table.phone_number)],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    /** SHA-256 of the cookie's token, so a database leak does not hand out live sessions. */
    id: text("id").primaryKey(),
    admin_id: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    created_at: createdAt(),
    last_seen_at: instant("last_seen_at").notNull().defaultNow(),
    expires_at: instant("expires_at").notNull(),
    ip: text("ip"),
    user_agent: text("user_agent"),
  },
  (table) => [
    index("admin_sessions_admin_idx").on(table.admin_id),
    index("admin_sessions_expires_idx").on(table.expires_at),
  ],
);

/** Failed sign-ins, counted per phone and per IP over the last minute to throttle guessing. */
export const adminLoginFailures = pgTable(
  "admin_login_failures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    phone_number: text("phone_number").notNull(),
    ip: text("ip").notNull(),
    created_at: createdAt(),
  },
  (table) => [
    index("admin_login_failures_phone_idx").on(table.phone_number, table.created_at),
    index("admin_login_failures_ip_idx").on(table.ip, table.created_at),
  ],
);
