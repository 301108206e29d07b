import { MOCK_CHAT_SYSTEM_NUMBER, MOCK_CHAT_USER_PHONE } from "@shared/mock-chat";
import { MessageSquare, X } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { formatPhone } from "@/lib/format";
import { MockChatPanel } from "./mock-chat-panel";

/** Which phone the operator plays and which system number it texts, both fixed. */
function MockChatNumbers() {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs leading-5">
      <dt className="text-slate-500">Test phone</dt>
      <dd className="font-medium text-slate-700 tabular-nums">{formatPhone(MOCK_CHAT_USER_PHONE)}</dd>
      <dt className="text-slate-500">System number</dt>
      <dd className="font-medium text-slate-700 tabular-nums">{formatPhone(MOCK_CHAT_SYSTEM_NUMBER)}</dd>
    </dl>
  );
}

/**
 * The floating test phone on every admin screen. It is a non-modal window (the operator keeps
 * using the console beside it), so it is a plain region rather than a dialog.
 */
export function MockChat() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes it like a popover; focus goes back to the toggle so keyboard users are not lost.
  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape") return;
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <>
      {/* Before the panel in the page's order, so Tab from the button goes on into the chat. */}
      <button
        ref={toggleRef}
        type="button"
        aria-label={open ? "Close mock chat" : "Open mock chat"}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
        className={cn(
          // In the phone header's right end; from md up, in the sidebar header's (index.css).
          "fixed top-2 right-4 z-40 flex size-(--chat-button-size) items-center justify-center rounded-full shadow-lg transition-colors",
          "md:top-(--chat-button-inset) md:right-auto md:left-[calc(var(--sidebar-width)-var(--chat-button-inset)-var(--chat-button-size))]",
          "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
          open ? "bg-slate-900 text-white hover:bg-slate-800" : "bg-brand-600 text-white hover:bg-brand-700",
        )}
      >
        {open ? <X className="size-5" aria-hidden /> : <MessageSquare className="size-5" aria-hidden />}
      </button>
      {open && (
        <section
          id={panelId}
          aria-label="Mock Chat"
          onKeyDown={handleKeyDown}
          className="fixed top-16 right-4 z-40 flex h-[768px] max-h-[calc(100dvh-6rem)] md:top-(--chat-button-inset) md:right-auto md:left-[calc(var(--sidebar-width)+1rem)] md:max-h-[calc(100dvh-2*var(--chat-button-inset))] w-[400px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl animate-fade-in"
        >
          <header className="flex shrink-0 items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <div className="flex min-w-0 flex-col gap-1">
              <h2 className="text-sm font-semibold text-slate-900">Mock Chat</h2>
              <MockChatNumbers />
            </div>
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
    </>
  );
}
