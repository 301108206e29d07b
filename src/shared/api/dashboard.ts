import { z } from "zod";
import { dashboardActivitySchema, dashboardStatsSchema, recentMessageSchema } from "../dashboard.js";
import { dashboardNoticeParamsSchema, dashboardNoticeSchema } from "../dashboard-notices.js";
import { defineContract, noContentSchema } from "./contract.js";

const tag = "Dashboard";

/** The Dashboard (spec 000 section 3). */
export const dashboardApi = {
  stats: defineContract({
    method: "GET",
    path: "/api/admin/dashboard/stats",
    auth: "admin",
    tag,
    summary: "User and message totals",
    response: dashboardStatsSchema,
  }),
  recentMessages: defineContract({
    method: "GET",
    path: "/api/admin/dashboard/recent-messages",
    auth: "admin",
    tag,
    summary: "The latest texts users sent, newest first",
    response: z.array(recentMessageSchema),
  }),
  activity: defineContract({
    method: "GET",
    path: "/api/admin/dashboard/activity",
    auth: "admin",
    tag,
    summary: "AI spend today and this month, and messages per day, in the operator time zone",
    response: dashboardActivitySchema,
  }),
  notices: defineContract({
    method: "GET",
    path: "/api/admin/dashboard/notices",
    auth: "admin",
    tag,
    summary: "Notices an upgrade left for the operators, until one of them dismisses each",
    response: z.array(dashboardNoticeSchema),
  }),
  dismissNotice: defineContract({
    method: "POST",
    path: "/api/admin/dashboard/notices/:id/dismiss",
    auth: "admin",
    tag,
    summary: "Dismiss a notice for every operator",
    params: dashboardNoticeParamsSchema,
    response: noContentSchema,
    format: "none",
    status: 204,
    audit: { action: "dismiss", resource: "dashboard_notice" },
  }),
};
