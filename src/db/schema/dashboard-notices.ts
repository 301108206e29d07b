import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { admins } from "./admins.js";
import { createdAt, instant } from "./columns.js";

/**
 * Notices the dashboard shows every operator until one of them dismisses it: news an upgrade
 * brought that the operator must read once (a migration records it; decision 042). The text is
 * the code's, named by `key` (src/shared/dashboard-notices.ts).
 */
export const dashboardNotices = pgTable("dashboard_notices", {
  key: text("key").primaryKey(),
  created_at: createdAt(),
  dismissed_at: instant("dismissed_at"),
  dismissed_by: integer("dismissed_by").references(() => admins.id, { onDelete: "set null" }),
});
