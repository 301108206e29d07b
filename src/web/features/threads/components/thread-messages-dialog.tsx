import type { ThreadSummary } from "@shared/mock-chat";
import { CHANNEL_LABELS } from "@/components/channel-badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatPhone } from "@/lib/format";
import { useThreadMessages } from "../api/get-thread-messages";
import { useLiveThread } from "../api/get-thread-updates";
import { OperatorComposer } from "./operator-composer";
import { ThreadMessageList } from "./thread-message-list";
import { answererOf, ThreadStatus } from "./thread-status";

interface ThreadMessagesDialogProps {
  threadId: number;
  /** The row, when the dialog was opened from the table (a link to ?thread= has none). */
  thread: ThreadSummary | undefined;
  onClose: () => void;
}

const HINTS = {
  assistant: "The assistant is still answering in this thread. Take over to pause it.",
  waiting: "The assistant is quiet here while the person waits: take over to answer them yourself.",
  operator: undefined,
} as const;

function MessagesPlaceholder() {
  return (
    <ul className="flex flex-col gap-2" aria-busy>
      {[0, 1, 2].map((index) => (
        <li key={index} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
          <Skeleton className="h-3 w-40" />
          <Skeleton className="h-4 w-full" />
        </li>
      ))}
    </ul>
  );
}

/**
 * One thread, live: who answers there and the action that changes it, the messages (new ones
 * appear as they come), and a composer for the operator. Mounted only while open, so the messages
 * are fetched and polled only then (spec 000 section 7).
 */
export function ThreadMessagesDialog({ threadId, thread: row, onClose }: ThreadMessagesDialogProps) {
  const messages = useThreadMessages(threadId);
  // Polls once the messages are there: it asks for what came after the newest of them.
  const live = useLiveThread(threadId, messages.isSuccess);
  const thread = live.data ?? row;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="wide"
        // As tall as it may be once the thread is there, so the composer stays put as messages arrive.
        className={cn(
          "max-h-[90dvh] grid-rows-[auto_auto_minmax(0,1fr)_auto] gap-3",
          messages.isSuccess && "h-[min(90dvh,56rem)]",
        )}
      >
        <DialogHeader>
          <DialogTitle>Thread Messages</DialogTitle>
          <DialogDescription>
            {thread
              ? `${thread.participants.map(formatPhone).join(", ")} with ${formatPhone(thread.system_number)} on ${CHANNEL_LABELS[thread.channel]}`
              : `Thread ${threadId}`}
          </DialogDescription>
        </DialogHeader>
        {thread ? (
          <ThreadStatus thread={thread} />
        ) : messages.isError ? (
          <div aria-hidden />
        ) : (
          <Skeleton className="h-11 w-full" />
        )}
        {messages.isPending ? (
          <MessagesPlaceholder />
        ) : messages.isError ? (
          <p role="alert" className="py-8 text-center text-sm text-red-700">
            Failed to load messages. Please try again.
          </p>
        ) : (
          <ThreadMessageList page={messages.data} liveFailed={live.isError} threadChannel={thread?.channel} />
        )}
        {messages.isSuccess && thread ? (
          <OperatorComposer threadId={threadId} hint={HINTS[answererOf(thread)]} />
        ) : (
          <div aria-hidden />
        )}
      </DialogContent>
    </Dialog>
  );
}
