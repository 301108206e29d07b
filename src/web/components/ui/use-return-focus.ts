import { type RefObject, useRef } from "react";

/**
 * Focus back on what opened a dialog once it closes. Radix does this only through its own
 * Trigger; the console's dialogs open from state (a row's button, a menu), so without this focus
 * fell to <body> and a keyboard user started again from the top of the page.
 *
 * `remember` runs as the dialog opens (onOpenAutoFocus, before focus moves in), `returnFocus` as
 * it closes (onCloseAutoFocus). When the action removed the opener (Upgrade hides its own
 * button), focus goes to the dialog around the opener, so Escape still closes that one.
 */
export function useReturnFocus(trigger?: RefObject<HTMLElement | null>) {
  const opener = useRef<{ element: HTMLElement | null; dialog: HTMLElement | null }>(null);

  function remember() {
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && active !== document.body ? active : null;
    const element = trigger?.current ?? focused;
    opener.current = { element, dialog: element?.closest<HTMLElement>('[role="dialog"]') ?? null };
  }

  function returnFocus(event: Event) {
    const { element, dialog } = opener.current ?? { element: null, dialog: null };
    const target = element?.isConnected ? element : dialog?.isConnected ? dialog : null;
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  return { remember, returnFocus };
}
