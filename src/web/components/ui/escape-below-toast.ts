import type { KeyboardEvent } from "react";

/**
 * Radix makes every open toast the topmost layer, and only the topmost layer hears Escape. So
 * while a toast is up (say, "User Upgraded" after an action inside a dialog), Escape pressed in
 * the dialog closed the toast and left the dialog open. A dialog calls this from its onKeyDown:
 * an Escape pressed inside it that no layer has handled closes it. Escape in a nested popup does
 * not count: the popup lives in its own portal, outside the dialog's element.
 */
export function closeOnEscapeBelowToast(
  event: KeyboardEvent<HTMLElement>,
  close: () => void,
  onEscapeKeyDown?: (event: globalThis.KeyboardEvent) => void,
): void {
  const native = event.nativeEvent;
  if (event.key !== "Escape" || native.defaultPrevented) return;
  if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
  // The dialog's own Escape rule (e.g. "not while saving") still applies.
  onEscapeKeyDown?.(native);
  if (native.defaultPrevented) return;
  native.preventDefault();
  close();
}
