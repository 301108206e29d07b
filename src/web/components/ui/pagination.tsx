import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

export type PageButton = number | "ellipsis";

/**
 * The page numbers to show: a window of up to `maxButtons` consecutive pages around `page`, plus
 * the last page (after a gap marker) when the window does not reach it. Pages are 1-based.
 * With maxButtons 5 this is the queue screen's "up to 5 page buttons plus the last page".
 */
export function pageButtons(page: number, pageCount: number, maxButtons: number): PageButton[] {
  if (pageCount <= 0) return [];
  const size = Math.max(1, Math.min(maxButtons, pageCount));
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), pageCount - size + 1));
  const window = Array.from({ length: size }, (_, index) => start + index);
  const end = start + size - 1;
  if (end >= pageCount) return window;
  return end === pageCount - 1 ? [...window, pageCount] : [...window, "ellipsis", pageCount];
}

interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Size of the window of numbered buttons (the last page is added outside it). Default 5. */
  maxButtons?: number;
  className?: string;
}

/** Previous, numbered pages and Next. Renders nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onPageChange, maxButtons = 5, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  const buttons = pageButtons(page, pageCount, maxButtons);

  return (
    <nav
      aria-label="Pagination"
      className={cn("flex flex-wrap items-center justify-center gap-1", className)}
    >
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      {buttons.map((button, index) =>
        button === "ellipsis" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: at most one gap marker, its position is its identity
          <span key={`gap-${index}`} className="px-1 text-slate-400" aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={button}
            variant={button === page ? "default" : "ghost"}
            size="sm"
            className="min-w-8 px-2"
            aria-label={`Page ${button}`}
            aria-current={button === page ? "page" : undefined}
            onClick={() => onPageChange(button)}
          >
            {button}
          </Button>
        ),
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
