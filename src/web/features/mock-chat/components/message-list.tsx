import type { ThreadMessage } from "@shared/mock-chat";
import { useEffect, useLayoutEffect, useRef } from "react";
import { MessageBubble } from "./message-bubble";

// Within this many pixels of the end still counts as "at the end" (sub-pixel scroll offsets).
const NEAR_BOTTOM_PX = 80;

/**
 * The conversation, oldest first. It jumps to the newest message when one arrives, unless the
 * operator has scrolled up to read older ones; their own new message always brings them down.
 */
export function MessageList({ messages }: { messages: ThreadMessage[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const lastId = messages.at(-1)?.id;
  const lastIsMine = messages.at(-1)?.sender_role === "user";

  // Keyed on the newest id, not the array: every poll returns a new array with the same messages.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || lastId === undefined) return;
    if (stickToBottom.current || lastIsMine) {
      element.scrollTop = element.scrollHeight;
      stickToBottom.current = true;
    }
  }, [lastId, lastIsMine]);

  // The list also shrinks when the composer grows a line or the phone rotates; stay at the end then too.
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (stickToBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label="Conversation"
      onScroll={(event) => {
        const element = event.currentTarget;
        stickToBottom.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-4"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
      </ol>
    </div>
  );
}
