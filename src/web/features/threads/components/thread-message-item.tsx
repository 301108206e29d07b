import type { AdminThreadMessage } from "@shared/threads";
import { MessageMedia } from "@/components/message-media";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { formatDateTime, formatPhone, formatUsd } from "@/lib/format";
import { DeliveryStatusBadge } from "./delivery-status-badge";

const ROLE_LABELS = { user: "User", assistant: "AI", system: "System" } as const;

const segments = (count: number) => `${count} ${count === 1 ? "segment" : "segments"}`;

/** One message in the operator's view: who, when, the text, and how its delivery went. */
export function ThreadMessageItem({ message }: { message: AdminThreadMessage }) {
  const fromUser = message.sender_role === "user";
  return (
    <li
      className={cn(
        "flex flex-col gap-1.5 rounded-lg border p-3",
        fromUser ? "border-slate-200" : "border-brand-100 bg-brand-50/50",
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
        <Badge variant={fromUser ? "secondary" : message.sender_role === "assistant" ? "default" : "outline"}>
          {ROLE_LABELS[message.sender_role]}
        </Badge>
        <span className="font-medium text-slate-700">{formatPhone(message.sender)}</span>
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
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
        <DeliveryStatusBadge status={message.delivery_status} errorCode={message.error_code} />
        {message.segment_count !== null && <span>{segments(message.segment_count)}</span>}
        {message.ai_cost !== null && <span>AI cost {formatUsd(message.ai_cost)}</span>}
      </div>
    </li>
  );
}
