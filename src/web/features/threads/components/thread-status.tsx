import type { ThreadSummary } from "@shared/mock-chat";
import { Bot, HandHelping, Headset } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDateTime, formatPhone } from "@/lib/format";
import { useHandBackThread } from "../api/hand-back-thread";
import { useTakeOverThread } from "../api/take-over-thread";

/** Who answers in the thread now: the three states of decision 030, one at a time. */
export type ThreadAnswerer = "assistant" | "operator" | "waiting";

export function answererOf(thread: ThreadSummary): ThreadAnswerer {
  if (thread.ai_paused) return "operator";
  return thread.needs_person ? "waiting" : "assistant";
}

const FRAMES: Record<ThreadAnswerer, string> = {
  assistant: "border-slate-200 bg-slate-50 text-slate-700",
  operator: "border-violet-200 bg-violet-50 text-violet-950",
  waiting: "border-amber-300 bg-amber-50 text-amber-950",
};

const ICONS: Record<ThreadAnswerer, ReactNode> = {
  assistant: <Bot className="size-5 shrink-0 text-slate-500" aria-hidden />,
  operator: <Headset className="size-5 shrink-0 text-violet-600" aria-hidden />,
  waiting: <HandHelping className="size-5 shrink-0 text-amber-600" aria-hidden />,
};

function StatusText({ thread }: { thread: ThreadSummary }) {
  const answerer = answererOf(thread);
  if (answerer === "operator") {
    const name = thread.ai_paused_by ? formatPhone(thread.ai_paused_by.name) : "an operator";
    return (
      <>
        <strong className="font-semibold">Taken over by {name}</strong> — the assistant is paused
        {thread.ai_paused_until && (
          <>
            ; handed back automatically at{" "}
            <time dateTime={thread.ai_paused_until}>{formatDateTime(thread.ai_paused_until)}</time> if nobody
            writes
          </>
        )}
      </>
    );
  }
  if (answerer === "waiting")
    return (
      <>
        <strong className="font-semibold">Needs a person</strong> — the person asked for a human
        {thread.needs_person_since && (
          <>
            {" "}
            at <time dateTime={thread.needs_person_since}>{formatDateTime(thread.needs_person_since)}</time>
          </>
        )}
      </>
    );
  return <strong className="font-semibold">The assistant is answering</strong>;
}

/**
 * Who answers in the open thread, with the action that changes it: Take over while the assistant
 * answers, Hand back while an operator has it, and both while the person waits for a human (Hand
 * back then clears Needs a person and lets the assistant answer again).
 */
export function ThreadStatus({ thread }: { thread: ThreadSummary }) {
  const takeOver = useTakeOverThread();
  const handBack = useHandBackThread();
  const answerer = answererOf(thread);
  const busy = takeOver.isPending || handBack.isPending;

  return (
    <div
      className={cn(
        "flex flex-col gap-3 rounded-lg border px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between",
        FRAMES[answerer],
      )}
    >
      {/* A status: the change after a take-over, or one another operator made, is read out politely. */}
      <p role="status" className="flex items-start gap-2 text-sm">
        {ICONS[answerer]}
        <span>
          <StatusText thread={thread} />
        </span>
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        {answerer !== "operator" && (
          <Button size="sm" disabled={busy} onClick={() => takeOver.mutate(thread.id)}>
            {takeOver.isPending ? "Taking over…" : "Take over"}
          </Button>
        )}
        {answerer !== "assistant" && (
          <Button
            size="sm"
            variant={answerer === "operator" ? "default" : "outline"}
            disabled={busy}
            onClick={() => handBack.mutate(thread.id)}
          >
            {handBack.isPending ? "Handing back…" : "Hand back"}
          </Button>
        )}
      </div>
    </div>
  );
}
