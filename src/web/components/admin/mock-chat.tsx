import { MessageSquare, X } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import { MockChatPanel } from "./mock-chat-panel";

/**
 * The floating test phone on every admin screen. It is a non-modal window (the operator keeps
 * using the console beside it), so it is a plain region rather than a dialog.
 */
export function MockChat() {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <>
      {open && (
        <section
          id={panelId}
          aria-label="Mock Chat"
          className="fixed right-4 bottom-20 z-40 flex h-[768px] max-h-[calc(100dvh-6rem)] w-[400px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl animate-fade-in"
        >
          <header className="flex h-12 shrink-0 items-center justify-between border-b border-slate-200 px-4">
            <h2 className="text-sm font-semibold text-slate-900">Mock Chat</h2>
            <button
              type="button"
              aria-label="Close mock chat"
              onClick={() => setOpen(false)}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <X className="size-4" aria-hidden />
            </button>
          </header>
          <MockChatPanel />
        </section>
      )}
      <button
        type="button"
        aria-label={open ? "Close mock chat" : "Open mock chat"}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
        className={cn(
          "fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full shadow-lg transition-colors",
          "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
          open ? "bg-slate-900 text-white hover:bg-slate-800" : "bg-brand-600 text-white hover:bg-brand-700",
        )}
      >
        {open ? <X className="size-6" aria-hidden /> : <MessageSquare className="size-6" aria-hidden />}
      </button>
    </>
  );
}
