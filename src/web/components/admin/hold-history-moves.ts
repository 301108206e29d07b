import type { AskBeforeLeaving } from "@/lib/leave-guard";

/** What the page holding Back and Forward does with a move; null while no page holds them. */
let hold: (() => void) | null = null;

/**
 * Starts listening for Back and Forward. main.tsx calls it before the app renders, so this listener
 * comes before the router's: at the window, popstate listeners run in the order they were added (in
 * Chromium a capturing one too), and the router re-renders the new route as soon as its listener
 * returns, unmounting the page before a later listener could keep it.
 * (This module is here rather than in lib/ because main.tsx imports it: in lib/ it joined the shared
 * public-pages chunks, which then imported each other and the app failed to start.)
 */
export function listenForHistoryMoves(): void {
  window.addEventListener("popstate", () => hold?.());
}

/**
 * Holds the browser's Back and Forward while the page at `here` (its path and query) must not be
 * left unasked: a move to another path puts `here` back and hands the move to `ask`, whose `leave`
 * then makes it. A move that keeps the path (another ?tab of the same page) passes.
 * Returns the function that lets go.
 */
export function holdHistoryMoves(here: string, ask: AskBeforeLeaving): () => void {
  const { pathname } = new URL(here, window.location.origin);
  const onMove = () => {
    if (window.location.pathname === pathname) return;
    // The address has already moved. Put back before the router reads it, the router sees no change
    // and the page stays mounted with its edits. The console keeps no history state.
    window.history.pushState(null, "", here);
    ask(() => {
      letGo();
      // The entry the move left for is now one step back, whether it was Back or Forward.
      window.history.back();
    });
  };
  const letGo = () => {
    if (hold === onMove) hold = null;
  };
  hold = onMove;
  return letGo;
}
