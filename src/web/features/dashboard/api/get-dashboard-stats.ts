import type { DashboardStats } from "@shared/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { dashboardKeys } from "./dashboard-keys";

export const getDashboardStats = () => api.get<DashboardStats>("/api/admin/dashboard/stats");

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: getDashboardStats,
    refetchOnMount: "always",
  });

/** Message and user totals; refetched on every visit so the numbers are today's. */
export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
