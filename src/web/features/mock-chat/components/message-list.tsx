import type { ThreadMessage } from "@shared/mock-chat";
import { useStickToBottom } from "@/hooks/use-stick-to-bottom";
import { MessageBubble } from "./message-bubble";

/**
 * The conversation, oldest first. It jumps to the newest message when one arrives, unless the
 * operator has scrolled up to read older ones; their own new message always brings them down.
 */
export function MessageList({ messages }: { messages: ThreadMessage[] }) {
  const last = messages.at(-1);
  const { ref, onScroll } = useStickToBottom<HTMLDivElement>(last?.id, last?.sender_role === "user");

  return (
    <div
      ref={ref}
      role="log"
      aria-label="Conversation"
      onScroll={onScroll}
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
