import type { Announcement } from "@shared/announcements";
import { formatCount } from "@/lib/format";

/**
 * What became of an announcement's messages: "5 recipients · 1 sent · 4 pending · 0 failed", plus
 * how many a cancellation closed. Before it is due nothing is queued, so there is nothing to count.
 */
export function progressSummary({ expanded_at, progress }: Announcement): string {
  if (!expanded_at && progress.recipients === 0) return "Not queued yet";
  const parts = [
    `${formatCount(progress.recipients)} ${progress.recipients === 1 ? "recipient" : "recipients"}`,
    `${formatCount(progress.sent)} sent`,
    `${formatCount(progress.pending)} pending`,
    `${formatCount(progress.failed)} failed`,
  ];
  if (progress.cancelled > 0) parts.push(`${formatCount(progress.cancelled)} cancelled`);
  return parts.join(" · ");
}

export function AnnouncementProgress({ announcement }: { announcement: Announcement }) {
  return <p className="text-xs text-slate-500">{progressSummary(announcement)}</p>;
}

/** Once any message has left, the announcement can no longer change (spec 001 section 4). */
export function isReadOnly(announcement: Announcement | null): boolean {
  if (!announcement) return false;
  return (
    announcement.status === "sent" || announcement.status === "sending" || announcement.progress.sent > 0
  );
}

/** Cancel is offered until the last message has left. */
export function isCancellable(announcement: Announcement | null): boolean {
  return announcement?.status === "scheduled" || announcement?.status === "sending";
}
