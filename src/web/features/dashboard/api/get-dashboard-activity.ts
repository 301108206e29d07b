import { dashboardApi } from "@shared/api/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { dashboardKeys } from "./dashboard-keys";

export const getDashboardActivity = () => callApi(dashboardApi.activity);

export const dashboardActivityQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.activity(),
    queryFn: getDashboardActivity,
    refetchOnMount: "always",
  });

/** AI spend today and this month, and messages per day for the last 14 days. */
export const useDashboardActivity = () => useQuery(dashboardActivityQueryOptions());
