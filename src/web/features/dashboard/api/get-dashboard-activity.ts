import type { DashboardActivity } from "@shared/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { dashboardKeys } from "./dashboard-keys";

export const getDashboardActivity = () => api.get<DashboardActivity>("/api/admin/dashboard/activity");

export const dashboardActivityQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.activity(),
    queryFn: getDashboardActivity,
    refetchOnMount: "always",
  });

/** AI spend today and this month, and messages per day for the last 14 days. */
export const useDashboardActivity = () => useQuery(dashboardActivityQueryOptions());
