import { z } from "zod";
import { dashboardActivitySchema, dashboardStatsSchema, recentMessageSchema } from "../dashboard.js";
import { defineContract } from "./contract.js";

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
};
