import { HANDOFF_KIND, OPERATOR_KIND } from "@shared/automatic-answers";
import type { Channel } from "@shared/channels";
import type { AdminThreadMessage } from "@shared/threads";
import { CHANNEL_LABELS } from "@/components/channel-badge";
import { MessageMedia } from "@/components/message-media";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { formatDateTime, formatPhone, formatUnitUsd } from "@/lib/format";
import { DeliveryStatusBadge } from "./delivery-status-badge";

const segments = (count: number) => `${count} ${count === 1 ? "segment" : "segments"}`;

interface Look {
  label: string;
  badge: BadgeVariant;
  frame: string;
}

/**
 * Who a message is from, as the operator reads the thread: the person, the assistant, an automatic
 * notice, or an operator, whose words must never pass for the assistant's.
 */
function lookOf(message: AdminThreadMessage): Look {
  if (message.kind === OPERATOR_KIND)
    return { label: "Operator", badge: "purple", frame: "border-violet-200 bg-violet-50/70" };
  if (message.kind === HANDOFF_KIND)
    return { label: "Automatic", badge: "warning", frame: "border-amber-200 bg-amber-50/60" };
  if (message.sender_role === "user") return { label: "User", badge: "secondary", frame: "border-slate-200" };
  if (message.sender_role === "assistant")
    return { label: "AI", badge: "default", frame: "border-brand-100 bg-brand-50/50" };
  return { label: "System", badge: "outline", frame: "border-brand-100 bg-brand-50/50" };
}

/** The writer's name: an operator by theirs, anything else by its phone. */
function Author({ message }: { message: AdminThreadMessage }) {
  if (message.sent_by_admin)
    return (
      <span className="font-medium text-violet-900">Sent by {formatPhone(message.sent_by_admin.name)}</span>
    );
  if (message.kind === HANDOFF_KIND)
    return <span className="font-medium text-amber-900">Hand-off notice, sent automatically</span>;
  return <span className="font-medium text-slate-700">{formatPhone(message.sender)}</span>;
}

/**
 * One message in the operator's view: who, when, the text, and how its delivery went, including
 * the channel it went on when that is not its thread's (an RCS reply Twilio delivered by SMS).
 */
export function ThreadMessageItem({
  message,
  threadChannel,
}: {
  message: AdminThreadMessage;
  threadChannel?: Channel;
}) {
  const look = lookOf(message);
  const otherChannel = message.channel && threadChannel && message.channel !== threadChannel;
  return (
    <li className={cn("flex flex-col gap-1.5 rounded-lg border p-3", look.frame)}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        <Badge variant={look.badge}>{look.label}</Badge>
        <Author message={message} />
        {message.recipient && <span>to {formatPhone(message.recipient)}</span>}
        <time dateTime={message.created_at} className="ml-auto">
          {formatDateTime(message.created_at)}
        </time>
      </div>
      <p className="text-sm whitespace-pre-wrap text-slate-900 wrap-anywhere">
        {message.content || <span className="italic text-slate-400">(no text)</span>}
      </p>
      {message.transcript && (
        <figure className="rounded-md border-l-2 border-slate-300 bg-slate-50 px-2 py-1">
          <figcaption className="text-xs font-medium text-slate-500">Voice note (transcript)</figcaption>
          <blockquote className="text-sm whitespace-pre-wrap text-slate-800 wrap-anywhere">
            {message.transcript}
          </blockquote>
        </figure>
      )}
      <MessageMedia media={message.media} />
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 empty:hidden">
        <DeliveryStatusBadge status={message.delivery_status} errorCode={message.error_code} />
        {otherChannel && message.channel && (
          <span
            title={`Sent as ${CHANNEL_LABELS[message.channel]} instead of ${CHANNEL_LABELS[threadChannel]}`}
          >
            Sent as {CHANNEL_LABELS[message.channel]}
          </span>
        )}
        {message.segment_count !== null && <span>{segments(message.segment_count)}</span>}
        {message.ai_cost !== null && <span>AI cost {formatUnitUsd(message.ai_cost)}</span>}
      </div>
    </li>
  );
}
