import { useEffect } from "react";
import { Button } from "./button";

interface PagedList {
  page: number;
  pageCount: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * A page past the last one came back empty (a hand-typed ?page=999, an old link, rows gone since):
 * the list moves to its last page in place of the URL's, so Back does not return to the empty one.
 * Answers whether the page is past the end, for what to show until the move lands.
 */
export function usePagePastTheEnd(paging: PagedList | undefined, cameBackEmpty: boolean): boolean {
  const past = paging !== undefined && cameBackEmpty && paging.page > paging.pageCount;
  const lastPage = paging?.pageCount ?? 1;
  const onPageChange = paging?.onPageChange;
  useEffect(() => {
    if (past) onPageChange?.(lastPage, { replace: true });
  }, [past, lastPage, onPageChange]);
  return past;
}

/** In place of the list's first-run empty state: this page has nothing, the list has. */
export function PastTheEnd({ onFirstPage }: { onFirstPage: () => void }) {
  return (
    <div className="flex flex-col items-center gap-2 py-2 text-center">
      <p className="text-sm text-slate-600">No entries on this page.</p>
      <Button variant="link" size="sm" onClick={onFirstPage}>
        Go to page 1
      </Button>
    </div>
  );
}
