import { bigint, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.js";

/**
 * Every state change made through the admin API, written in the transaction of the change
 * (decision 019). Append-only: a trigger (migration 0016) refuses UPDATE, DELETE and TRUNCATE, so
 * not even a bug in our own code can rewrite history. No secret is ever written here.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** From the clock adapter, in UTC. */
    created_at: instant("created_at").notNull(),
    /**
     * The admins row, without a foreign key: admins are disabled, never deleted, and a key check
     * would share-lock the admin's row in every audited call, which deadlocks against the row
     * locks of disabling an admin (decision 019).
     */
    admin_id: integer("admin_id"),
    /** The admin's phone as it was then, or the phone a failed sign-in named. */
    admin_phone: text("admin_phone"),
    action: text("action").notNull(),
    resource_type: text("resource_type").notNull(),
    resource_id: text("resource_id"),
    summary: text("summary").notNull(),
    ip: text("ip"),
    user_agent: text("user_agent"),
  },
  (table) => [
    index("admin_audit_log_created_idx").on(table.created_at, table.id),
    index("admin_audit_log_admin_idx").on(table.admin_id, table.created_at),
    index("admin_audit_log_action_idx").on(table.action, table.created_at),
    index("admin_audit_log_resource_idx").on(table.resource_type, table.resource_id),
  ],
);
