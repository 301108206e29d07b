import type { ThreadSummary } from "@shared/mock-chat";
import { CHANNEL_LABELS } from "@/components/channel-badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount, formatPhone } from "@/lib/format";
import { useThreadMessages } from "../api/get-thread-messages";
import { ThreadMessageItem } from "./thread-message-item";

interface ThreadMessagesDialogProps {
  threadId: number;
  /** The row, when the dialog was opened from the table (a link to ?thread= has none). */
  thread: ThreadSummary | undefined;
  onClose: () => void;
}

/** Mounted only while open, so the messages are fetched only then (spec 000 section 7). */
export function ThreadMessagesDialog({ threadId, thread, onClose }: ThreadMessagesDialogProps) {
  const { data, isPending, isError } = useThreadMessages(threadId);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="wide" className="max-h-[90dvh] grid-rows-[auto_minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Thread Messages</DialogTitle>
          <DialogDescription>
            {thread
              ? `${thread.participants.map(formatPhone).join(", ")} with ${formatPhone(thread.system_number)} on ${CHANNEL_LABELS[thread.channel]}`
              : `Thread ${threadId}`}
          </DialogDescription>
        </DialogHeader>
        <div className="-mx-2 overflow-y-auto px-2">
          {isPending ? (
            <ul className="flex flex-col gap-2" aria-busy>
              {[0, 1, 2].map((index) => (
                <li key={index} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
                  <Skeleton className="h-3 w-40" />
                  <Skeleton className="h-4 w-full" />
                </li>
              ))}
            </ul>
          ) : isError ? (
            <p role="alert" className="py-8 text-center text-sm text-red-700">
              Failed to load messages. Please try again.
            </p>
          ) : data.items.length === 0 ? (
            <p className="py-8 text-center text-sm text-slate-500">No messages found</p>
          ) : (
            <>
              {data.total > data.items.length && (
                <p className="mb-2 text-xs text-slate-500">
                  Showing the latest {formatCount(data.items.length)} of {formatCount(data.total)} messages.
                </p>
              )}
              <ul className="flex flex-col gap-2">
                {data.items.map((message) => (
                  <ThreadMessageItem key={message.id} message={message} />
                ))}
              </ul>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
