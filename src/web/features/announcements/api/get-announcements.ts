import type { Announcement } from "@shared/announcements";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { announcementKeys } from "./announcements-keys";

export const getAnnouncements = () => api.get<Announcement[]>("/api/admin/announcements");

/** While messages of some announcement are queued, its counts and status change on their own. */
const IN_PROGRESS_REFRESH_MS = 15_000;

const inProgress = (announcement: Announcement) =>
  announcement.status === "sending" ||
  (announcement.status === "scheduled" && announcement.expanded_at !== null);

export const announcementsQueryOptions = () =>
  queryOptions({
    queryKey: announcementKeys.all,
    queryFn: getAnnouncements,
    refetchInterval: (query) => (query.state.data?.some(inProgress) ? IN_PROGRESS_REFRESH_MS : false),
  });

export const useAnnouncements = () => useQuery(announcementsQueryOptions());
