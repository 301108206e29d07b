import type { RecentMessage } from "@shared/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { dashboardKeys } from "./dashboard-keys";

export const getRecentMessages = () => api.get<RecentMessage[]>("/api/admin/dashboard/recent-messages");

export const recentMessagesQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recentMessages(),
    queryFn: getRecentMessages,
    refetchOnMount: "always",
  });

/** The latest texts users sent, newest first. */
export const useRecentMessages = () => useQuery(recentMessagesQueryOptions());
