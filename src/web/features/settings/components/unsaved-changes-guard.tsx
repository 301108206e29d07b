import { useCallback, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { holdHistoryMoves } from "@/components/admin/hold-history-moves";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { guardLeaving } from "@/lib/leave-guard";

/**
 * The console route a click is about to open, or null when it is no plain click on a link to
 * another page of this site (a new tab, a download, another site, or this page with a new ?tab).
 */
function leavingTo(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) {
    return null;
  }
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before Settings is left with edits not saved: by a link to another console page, by the
 * browser's Back or Forward, or by signing out (through the shared leave guard). Each opens a
 * confirmation first; closing or reloading the tab gets the browser's own question
 * (beforeunload). Saving or discarding the edits turns them all off.
 */
export function UnsavedChangesGuard({ unsaved }: { unsaved: boolean }) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  // What leaving does once the operator agrees; null while nothing asks.
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const ask = useCallback((leave: () => void) => setPendingLeave(() => leave), []);
  const here = `${path}${search && `?${search}`}`;

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // In the capture phase, before any link sees the click. wouter's Link leaves a click whose
    // default is prevented alone, while the link's own onClick still runs (the phone menu closes).
    const onClick = (event: MouseEvent) => {
      const target = leavingTo(event);
      if (target === null) return;
      event.preventDefault();
      ask(() => navigate(target));
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    const releaseHistory = holdHistoryMoves(here, ask);
    const releaseLeaving = guardLeaving(ask);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
      releaseHistory();
      releaseLeaving();
    };
  }, [unsaved, here, ask, navigate]);

  return (
    <ConfirmDialog
      open={pendingLeave !== null}
      onOpenChange={(open) => !open && setPendingLeave(null)}
      title="Leave without saving?"
      description="Your changes to the settings have not been saved. If you leave this page now, they will be lost."
      cancelLabel="Stay on this page"
      confirmLabel="Leave without saving"
      destructive
      onConfirm={() => {
        pendingLeave?.();
        setPendingLeave(null);
      }}
    />
  );
}
