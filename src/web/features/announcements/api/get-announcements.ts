import type { Announcement } from "@shared/announcements";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const getAnnouncements = () => api.get<Announcement[]>("/api/admin/announcements");

export const announcementsQueryKey = ["admin", "announcements"] as const;

export const announcementsQueryOptions = () =>
  queryOptions({ queryKey: announcementsQueryKey, queryFn: getAnnouncements });

export const useAnnouncements = () => useQuery(announcementsQueryOptions());
