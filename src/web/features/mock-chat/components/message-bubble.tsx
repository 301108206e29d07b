import type { ThreadMessage } from "@shared/mock-chat";
import { Fragment } from "react";
import { MessageMedia } from "@/components/message-media";
import { cn } from "@/lib/cn";
import { formatDateTime, formatTime } from "@/lib/format";
import { splitLinks } from "../message-links";

const FAILED_STATUSES = new Set(["failed", "undelivered"]);

// Bubbles carry no visible names (the side says who wrote it), so screen readers get one.
const SPEAKER = { user: "You", assistant: "Assistant", system: "System" } as const;

function MessageMeta({ message, className }: { message: ThreadMessage; className?: string }) {
  // Only the system's own texts have a delivery status worth showing; the test phone's are inbound.
  const status = message.sender_role === "user" ? null : message.delivery_status;
  return (
    <p className={cn("flex items-center gap-1.5 px-1 text-[11px] leading-4 text-slate-400", className)}>
      {/* Only the time is shown, so the full date is kept for hovering over older messages. */}
      <time dateTime={message.created_at} title={formatDateTime(message.created_at)}>
        {formatTime(message.created_at)}
      </time>
      {status && (
        <>
          <span aria-hidden>·</span>
          <span className={cn(FAILED_STATUSES.has(status.toLowerCase()) && "font-medium text-red-600")}>
            {status.toLowerCase()}
          </span>
        </>
      )}
    </p>
  );
}

/**
 * Text with its http(s) addresses as links, built as React elements (never HTML). Micro UI links are
 * what the assistant sends, so the operator can open them; a new tab keeps the console where it is.
 */
function LinkedText({ text }: { text: string }) {
  return splitLinks(text).map((part, index) =>
    part.kind === "text" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
      <Fragment key={index}>{part.text}</Fragment>
    ) : (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium underline underline-offset-2 hover:decoration-2"
      >
        {part.text}
      </a>
    ),
  );
}

/** Keeps the text's line breaks and breaks long unbroken words such as URLs instead of widening the panel. */
function MessageText({ message }: { message: ThreadMessage }) {
  return (
    <>
      <span className="sr-only">{SPEAKER[message.sender_role]}: </span>
      {message.content && (
        <span className="whitespace-pre-wrap wrap-anywhere">
          <LinkedText text={message.content} />
        </span>
      )}
      {message.transcript && (
        <span className="mt-1 block text-xs italic opacity-80 whitespace-pre-wrap wrap-anywhere">
          Voice note (transcript): {message.transcript}
        </span>
      )}
      <MessageMedia media={message.media} className="mt-1.5" />
    </>
  );
}

export function MessageBubble({ message }: { message: ThreadMessage }) {
  if (message.sender_role === "system") {
    // Policy notices and ads are not part of the conversation, so they sit centred and muted.
    return (
      <li className="flex flex-col items-center gap-0.5">
        <p className="max-w-[90%] rounded-lg bg-slate-200/70 px-3 py-1.5 text-center text-xs text-slate-600">
          <MessageText message={message} />
        </p>
        <MessageMeta message={message} />
      </li>
    );
  }

  const mine = message.sender_role === "user";
  return (
    <li className={cn("flex flex-col gap-0.5", mine ? "items-end" : "items-start")}>
      <p
        className={cn(
          "max-w-[80%] rounded-2xl px-3.5 py-2 text-sm leading-5 shadow-sm",
          mine
            ? "rounded-br-md bg-brand-600 text-white"
            : "rounded-bl-md border border-slate-200 bg-white text-slate-900",
        )}
      >
        <MessageText message={message} />
      </p>
      <MessageMeta message={message} />
    </li>
  );
}
