import { SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

interface ComposerProps {
  /** Sends the text; calls `onSent` once the server has accepted it. */
  onSend: (body: string, onSent: () => void) => void;
  /** A send is in flight: spec 000 section 4 blocks a second one until it finishes. */
  sending: boolean;
}

/** Enter sends, Shift+Enter starts a new line; blank text can never be sent (spec 000 section 5). */
export function Composer({ onSend, sending }: ComposerProps) {
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const canSend = draft.trim() !== "" && !sending;

  function send() {
    if (!canSend) return;
    // The draft is sent as typed; only the blank check trims. Kept on failure so it can be retried.
    onSend(draft, () => setDraft(""));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // isComposing: Enter that confirms an IME composition (e.g. Japanese input) is not a send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  return (
    <form
      onSubmit={handleSubmit}
      className="flex shrink-0 items-end gap-2 border-t border-slate-200 bg-white p-3"
    >
      <label htmlFor={inputId} className="sr-only">
        Message
      </label>
      <textarea
        id={inputId}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        // Read-only rather than disabled while sending: keeps focus in the field, and nothing typed
        // meanwhile is wiped when the successful send clears it.
        readOnly={sending}
        rows={1}
        placeholder="Type a message…"
        className={cn(
          "field-sizing-content max-h-32 min-h-10 flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-3.5 py-2 text-base text-slate-900 shadow-sm sm:text-sm",
          "placeholder:text-slate-400 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30",
          "read-only:bg-slate-50",
        )}
      />
      <Button
        type="submit"
        size="icon"
        disabled={!canSend}
        aria-label="Send"
        className="shrink-0 rounded-full"
      >
        {sending ? (
          <span
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            aria-hidden
          />
        ) : (
          <SendHorizontal aria-hidden />
        )}
      </Button>
    </form>
  );
}
