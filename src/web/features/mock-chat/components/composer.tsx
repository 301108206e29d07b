import { isReadableMedia, READABLE_MEDIA_ACCEPT } from "@shared/media-kinds";
import { MOCK_MEDIA_MAX_BYTES, MOCK_MEDIA_MAX_ITEMS } from "@shared/mock-chat-media";
import { Paperclip, SendHorizontal } from "lucide-react";
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { cn } from "@/lib/cn";
import type { MockText } from "../api/send-mock-sms";
import { AttachmentChips } from "./attachment-chips";

interface ComposerProps {
  /** Sends the text and its attachments; calls `onSent` once the server has accepted them. */
  onSend: (text: MockText, onSent: () => void) => void;
  /** A send is in flight: spec 000 section 4 blocks a second one until it finishes. */
  sending: boolean;
}

/**
 * Enter sends, Shift+Enter starts a new line; blank text can never be sent (spec 000 section 5)
 * unless files are attached, as a picture alone is a real MMS.
 */
export function Composer({ onSend, sending }: ComposerProps) {
  const [draft, setDraft] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const canSend = (draft.trim() !== "" || files.length > 0) && !sending;

  function send() {
    if (!canSend) return;
    // The draft is sent as typed; only the blank check trims. Kept on failure so it can be retried.
    onSend({ body: draft, files }, () => {
      setDraft("");
      setFiles([]);
    });
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

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again still fires a change.
    event.target.value = "";
    // `accept` is only the picker's first filter: a drop or "All files" can still bring others.
    const unreadable = picked.filter((file) => !isReadableMedia(file.type));
    const readable = picked.filter((file) => isReadableMedia(file.type));
    const tooLarge = readable.filter((file) => file.size > MOCK_MEDIA_MAX_BYTES);
    const fitting = readable.filter((file) => file.size <= MOCK_MEDIA_MAX_BYTES);
    if (unreadable.length > 0) {
      toast({
        variant: "destructive",
        title: "Not a picture or voice note",
        description: `${unreadable.map((file) => file.name).join(", ")}: the assistant reads pictures and voice notes only.`,
      });
    }
    const room = MOCK_MEDIA_MAX_ITEMS - files.length;
    if (tooLarge.length > 0) {
      const limit = MOCK_MEDIA_MAX_BYTES / 1024 / 1024;
      toast({
        variant: "destructive",
        title: "File too large",
        description: `${tooLarge.map((file) => file.name).join(", ")}: the mock chat takes files up to ${limit} MB.`,
      });
    }
    if (fitting.length > room) {
      toast({
        variant: "destructive",
        title: "Too many attachments",
        description: `A text can carry at most ${MOCK_MEDIA_MAX_ITEMS} attachments.`,
      });
    }
    setFiles([...files, ...fitting.slice(0, Math.max(room, 0))]);
  }

  return (
    <form
      onSubmit={handleSubmit}
      className="flex shrink-0 flex-col gap-2 border-t border-slate-200 bg-white p-3"
    >
      <AttachmentChips files={files} onRemove={(index) => setFiles(files.filter((_, i) => i !== index))} />
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={READABLE_MEDIA_ACCEPT}
          className="hidden"
          onChange={handleFiles}
          aria-label="Attach files"
          data-testid="mock-chat-file-input"
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Attach pictures or voice notes"
          title="Attach pictures or voice notes"
          disabled={sending || files.length >= MOCK_MEDIA_MAX_ITEMS}
          onClick={() => fileInput.current?.click()}
          className="shrink-0 rounded-full text-slate-500"
        >
          <Paperclip aria-hidden />
        </Button>
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
            "field-sizing-content max-h-32 min-h-10 min-w-0 flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-3.5 py-2 text-base text-slate-900 shadow-sm sm:text-sm",
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
      </div>
    </form>
  );
}
