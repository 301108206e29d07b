import type { QueueType } from "@shared/queue";
import { Badge } from "@/components/ui/badge";

const TYPE_STYLE: Record<QueueType, { label: string; className: string }> = {
  reminder: { label: "Reminder", className: "border-transparent bg-sky-100 text-sky-800" },
  notification: { label: "Notification", className: "border-transparent bg-violet-100 text-violet-800" },
  marketing: { label: "Marketing", className: "border-transparent bg-amber-100 text-amber-800" },
  system: { label: "System", className: "border-transparent bg-slate-100 text-slate-700" },
};

export const queueTypeLabel = (type: QueueType) => TYPE_STYLE[type].label;

export function QueueTypeBadge({ type }: { type: QueueType }) {
  const style = TYPE_STYLE[type] ?? TYPE_STYLE.system;
  return (
    <Badge variant="secondary" className={style.className}>
      {style.label}
    </Badge>
  );
}
