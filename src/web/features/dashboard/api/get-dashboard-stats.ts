import { dashboardApi } from "@shared/api/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { dashboardKeys } from "./dashboard-keys";

export const getDashboardStats = () => callApi(dashboardApi.stats);

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: getDashboardStats,
    refetchOnMount: "always",
  });

/** Message and user totals; refetched on every visit so the numbers are today's. */
export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
