import { type ReactNode, useRef } from "react";
import { useHorizontalOverflow } from "@/hooks/use-horizontal-overflow";
import { cn } from "@/lib/cn";

interface HorizontalScrollAreaProps {
  children: ReactNode;
  className?: string;
}

// Chromium draws a styled scrollbar even where its own would be an overlay that only shows while scrolling.
const VISIBLE_SCROLLBAR =
  "[&::-webkit-scrollbar]:h-2.5 [&::-webkit-scrollbar-track]:bg-slate-100 [&::-webkit-scrollbar-thumb]:rounded-full [&::-webkit-scrollbar-thumb]:bg-slate-300 hover:[&::-webkit-scrollbar-thumb]:bg-slate-400";

/**
 * Content wider than its column, scrolled sideways rather than cut off without a sign: the side
 * with more content fades out and a scrollbar is drawn. While it scrolls it is focusable, so the
 * keyboard's arrow keys scroll it too.
 */
export function HorizontalScrollArea({ children, className }: HorizontalScrollAreaProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(scroller);
  const scrolls = overflow.start || overflow.end;

  return (
    <div className={cn("relative", className)}>
      <div
        ref={scroller}
        tabIndex={scrolls ? 0 : undefined}
        // The focus ring is inset: the rounded frame around the area clips anything drawn outside it.
        className={cn(
          "overflow-x-auto overflow-y-hidden focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset",
          VISIBLE_SCROLLBAR,
        )}
      >
        {children}
      </div>
      {overflow.start && (
        <div
          aria-hidden
          data-testid="scroll-fade-start"
          className="pointer-events-none absolute top-0 bottom-2.5 left-0 w-10 bg-linear-to-r from-white to-transparent"
        />
      )}
      {overflow.end && (
        <div
          aria-hidden
          data-testid="scroll-fade-end"
          className="pointer-events-none absolute top-0 right-0 bottom-2.5 w-10 bg-linear-to-l from-white to-transparent"
        />
      )}
    </div>
  );
}
