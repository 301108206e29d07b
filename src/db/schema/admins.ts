import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "./columns.js";

export const admins = pgTable(
  "admins",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    phone_number: text("phone_number").notNull(),
    password_hash: text("password_hash").notNull(),
    name: text("name"),
    /** Set when another admin gave this one a temporary password; cleared when they choose their own. */
    must_change_password: boolean("must_change_password").notNull().default(false),
    /** A disabled admin cannot sign in and their sessions are gone; null while active. */
    disabled_at: instant("disabled_at"),
    /**
     * The authenticator app's base32 secret once two-factor sign-in is confirmed; null while it is
     * off. Read only to check a code: no answer or log line carries it after enrollment.
     */
    totp_secret: text("totp_secret"),
    /** A secret shown for enrollment and not yet confirmed with a code. */
    totp_pending_secret: text("totp_pending_secret"),
    /** The latest time step whose code signed in, so no code is accepted twice. */
    totp_last_step: integer("totp_last_step"),
    /**
     * Wrong second-factor codes in a row, whatever token or address sent them, and when the latest
     * was counted: they lock the account's codes (decision 025). A right code sets it back to 0.
     */
    totp_failures: integer("totp_failures").notNull().default(0),
    totp_failed_at: instant("totp_failed_at"),
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

/**
 * Failed sign-ins, counted per phone, per address and per phone+address pair to throttle guessing
 * (decision 016). `ip` is the address as the throttle counts it: an IPv6 client by its /64.
 */
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

/**
 * Addresses each admin has signed in from (as the throttle counts them), so guessing at an admin's
 * phone from elsewhere slows a sign-in from one of them instead of refusing it (decision 016).
 */
export const adminKnownAddresses = pgTable(
  "admin_known_addresses",
  {
    admin_id: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    last_signed_in_at: instant("last_signed_in_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.admin_id, table.address] })],
);

/** One-time recovery codes (SHA-256 of each: they are random enough that a slow hash adds nothing). */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    admin_id: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    code_hash: text("code_hash").notNull(),
    used_at: instant("used_at"),
  },
  (table) => [uniqueIndex("admin_recovery_codes_hash_key").on(table.admin_id, table.code_hash)],
);

/**
 * A password that was right for an admin with two-factor sign-in, waiting for its code. Kept here
 * rather than in memory so any web process can finish it; `id` is the SHA-256 of the token.
 */
export const adminPendingSignIns = pgTable(
  "admin_pending_sign_ins",
  {
    id: text("id").primaryKey(),
    admin_id: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    expires_at: instant("expires_at").notNull(),
    /** The address (as the throttle counts it) and browser that gave the password: only they may finish. */
    address: text("address").notNull(),
    user_agent: text("user_agent").notNull(),
  },
  (table) => [index("admin_pending_sign_ins_expires_idx").on(table.expires_at)],
);
