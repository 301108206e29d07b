import type { Announcement, AnnouncementStatus, CohortKey } from "../../shared/announcements.js";
import type { AnnouncementWithProgress } from "./manage-announcements.js";

export function toAnnouncement({ row, progress }: AnnouncementWithProgress): Announcement {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    media_url: row.media_url,
    cohort: row.cohort as CohortKey,
    delivery_date: row.delivery_date.toISOString(),
    timezone_aware: row.timezone_aware,
    status: row.status as AnnouncementStatus,
    expanded_at: row.expanded_at?.toISOString() ?? null,
    sent_at: row.sent_at?.toISOString() ?? null,
    failure_reason: row.failure_reason,
    progress,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
