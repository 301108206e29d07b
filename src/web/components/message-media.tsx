import type { ThreadMessage } from "@shared/mock-chat";
import { mockMediaIdOf, mockMediaPath, showsInline } from "@shared/mock-chat-media";
import { cn } from "@/lib/cn";

type MediaItem = ThreadMessage["media"][number];

/** How a mock chat file is shown: inline when a browser can show it safely (showsInline), else a link. */
function shownAs(item: MediaItem): "picture" | "voice_note" | "link" {
  if (!showsInline(item.content_type)) return "link";
  return item.content_type?.toLowerCase().startsWith("image/") ? "picture" : "voice_note";
}

/**
 * Every item of an MMS, in the order sent. Files the mock chat attached are ours to show: pictures
 * as thumbnails and voice notes as players. Twilio's media need the account's credentials, so they
 * stay links, as do files a browser should not open inline.
 */
export function MessageMedia({ media, className }: { media: ThreadMessage["media"]; className?: string }) {
  if (media.length === 0) return null;
  return (
    <ul aria-label="Attachments" className={cn("flex flex-wrap gap-1.5", className)}>
      {media.map((item, index) => {
        const mockId = mockMediaIdOf(item.url);
        const href = mockId === null ? item.url : mockMediaPath(mockId);
        const label = `Attachment ${index + 1}${item.content_type ? ` (${item.content_type})` : ""}`;
        const kind = mockId === null ? "link" : shownAs(item);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an MMS's items never reorder
          <li key={index} className="max-w-full">
            {kind === "picture" && (
              <a href={href} target="_blank" rel="noopener noreferrer" title={label}>
                <img
                  src={href}
                  alt={label}
                  loading="lazy"
                  className="max-h-32 max-w-full rounded-lg border border-black/10 bg-white object-contain"
                />
              </a>
            )}
            {kind === "voice_note" && (
              // preload="metadata": the player shows the note's length before it is played.
              // biome-ignore lint/a11y/useMediaCaption: a test voice note has no captions; its transcript is shown with the message
              <audio
                controls
                src={href}
                aria-label={label}
                preload="metadata"
                className="h-9 w-56 max-w-full"
              />
            )}
            {kind === "link" && (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-xs font-medium underline underline-offset-2 wrap-anywhere hover:decoration-2"
              >
                {label}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
