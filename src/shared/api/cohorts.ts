import { cohortStatsSchema } from "../announcements.js";
import { defineContract } from "./contract.js";

/** The announcement dialog's cohort picker. */
export const cohortsApi = {
  stats: defineContract({
    method: "GET",
    path: "/api/admin/cohorts/stats",
    auth: "admin",
    tag: "Announcements",
    summary: "How many users an announcement to each cohort would reach now",
    response: cohortStatsSchema,
  }),
};
