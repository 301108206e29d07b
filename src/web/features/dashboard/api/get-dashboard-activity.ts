import type { DashboardActivity } from "@shared/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const getDashboardActivity = () => api.get<DashboardActivity>("/api/admin/dashboard/activity");

export const dashboardActivityQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "dashboard", "activity"],
    queryFn: getDashboardActivity,
    refetchOnMount: "always",
  });

/** AI spend today and this month, and messages per day for the last 14 days. */
export const useDashboardActivity = () => useQuery(dashboardActivityQueryOptions());
