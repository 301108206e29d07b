import type { Page } from "@shared/api/contract";
import { OPERATOR_KIND } from "@shared/automatic-answers";
import type { Channel } from "@shared/channels";
import type { AdminThreadMessage } from "@shared/threads";
import { useEffect, useRef, useState } from "react";
import { useStickToBottom } from "@/hooks/use-stick-to-bottom";
import { formatCount, formatPhone } from "@/lib/format";
import { newestMessageId } from "../merge-thread-messages";
import { ThreadMessageItem } from "./thread-message-item";

/** One arrival as a screen reader hears it: who wrote, then what. */
function spoken(message: AdminThreadMessage): string {
  const text = message.content || "(no text)";
  if (message.sent_by_admin) return `Sent by ${formatPhone(message.sent_by_admin.name)}: ${text}`;
  if (message.sender_role === "user") return `New message from ${formatPhone(message.sender)}: ${text}`;
  return `${message.sender_role === "assistant" ? "AI" : "System"}: ${text}`;
}

/**
 * What to read out after the messages that came in since the last time: nothing for the ones the
 * dialog opened with, which are no news (and could be hundreds).
 */
function useArrivalAnnouncement(messages: readonly AdminThreadMessage[]): string {
  const [announcement, setAnnouncement] = useState("");
  const newestSeen = useRef<number | null>(null);
  const newest = newestMessageId(messages);
  useEffect(() => {
    const seen = newestSeen.current;
    newestSeen.current = Math.max(seen ?? 0, newest);
    if (seen === null || newest <= seen) return;
    setAnnouncement(
      messages
        .filter((message) => message.id > seen)
        .map(spoken)
        .join("\n"),
    );
  }, [messages, newest]);
  return announcement;
}

/**
 * The thread's messages, oldest first, scrolled to the newest: it follows new ones as they arrive
 * unless the operator scrolled up to read, and their own message always brings them down.
 */
export function ThreadMessageList({
  page,
  liveFailed,
  threadChannel,
}: {
  page: Page<AdminThreadMessage>;
  /** The last live poll failed: what is shown may be missing the newest messages. */
  liveFailed: boolean;
  /** The thread's channel, once known: a message that went on another one says so. */
  threadChannel: Channel | undefined;
}) {
  const { items, total } = page;
  const last = items.at(-1);
  const { ref, onScroll } = useStickToBottom<HTMLElement>(last?.id, last?.kind === OPERATOR_KIND);
  const announcement = useArrivalAnnouncement(items);

  return (
    <section
      ref={ref}
      onScroll={onScroll}
      aria-label="Messages"
      className="-mx-2 min-h-0 overflow-y-auto overscroll-contain px-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      {liveFailed && (
        <p className="sticky top-0 z-10 mb-2 rounded-md bg-amber-100 px-3 py-1.5 text-xs text-amber-900">
          Could not check for new messages. Trying again…
        </p>
      )}
      {items.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500">No messages found</p>
      ) : (
        <>
          {total > items.length && (
            <p className="mb-2 text-xs text-slate-500">
              Showing the latest {formatCount(items.length)} of {formatCount(total)} messages.
            </p>
          )}
          <ul className="flex flex-col gap-2">
            {items.map((message) => (
              <ThreadMessageItem key={message.id} message={message} threadChannel={threadChannel} />
            ))}
          </ul>
        </>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
