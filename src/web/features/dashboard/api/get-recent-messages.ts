import { dashboardApi } from "@shared/api/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { dashboardKeys } from "./dashboard-keys";

export const getRecentMessages = () => callApi(dashboardApi.recentMessages);

export const recentMessagesQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recentMessages(),
    queryFn: getRecentMessages,
    refetchOnMount: "always",
  });

/** The latest texts users sent, newest first. */
export const useRecentMessages = () => useQuery(recentMessagesQueryOptions());
