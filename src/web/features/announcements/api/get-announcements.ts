import type { Announcement } from "@shared/announcements";
import { announcementsApi } from "@shared/api/announcements";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { announcementKeys } from "./announcements-keys";

export const getAnnouncements = () => callApi(announcementsApi.list);

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
