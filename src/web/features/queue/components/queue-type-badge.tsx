import type { QueueType } from "@shared/queue";
import { Badge, type BadgeVariant } from "@/components/ui/badge";

const TYPE_STYLE: Record<QueueType, { label: string; variant: BadgeVariant }> = {
  reminder: { label: "Reminder", variant: "info" },
  notification: { label: "Notification", variant: "purple" },
  marketing: { label: "Marketing", variant: "warning" },
  system: { label: "System", variant: "secondary" },
};

export const queueTypeLabel = (type: QueueType) => TYPE_STYLE[type].label;

export function QueueTypeBadge({ type }: { type: QueueType }) {
  const { label, variant } = TYPE_STYLE[type] ?? TYPE_STYLE.system;
  return <Badge variant={variant}>{label}</Badge>;
}
