import type { AnnouncementStatus } from "@shared/announcements";
import { Badge, type BadgeVariant } from "@/components/ui/badge";

/**
 * Spec 001 section 4: scheduled blue, sent green, failed red, cancelled gray; sending (messages
 * still queued for later local times) amber.
 */
const STATUS_STYLE: Record<AnnouncementStatus, { label: string; variant: BadgeVariant }> = {
  scheduled: { label: "Scheduled", variant: "info" },
  sending: { label: "Sending", variant: "warning" },
  sent: { label: "Sent", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
  cancelled: { label: "Cancelled", variant: "secondary" },
};

export function AnnouncementStatusBadge({ status }: { status: AnnouncementStatus }) {
  const { label, variant } = STATUS_STYLE[status];
  return <Badge variant={variant}>{label}</Badge>;
}
