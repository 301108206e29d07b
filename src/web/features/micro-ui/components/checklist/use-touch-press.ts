import { type MouseEvent, type PointerEvent, useEffect, useRef } from "react";

/** How long a finger must rest to make a long press: about what phones use for their own. */
const LONG_PRESS_MS = 500;
/** A finger that drifts further than this is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 8;

interface TouchPressActions {
  /** A quick tap with a finger. */
  onTap: () => void;
  /** A finger held still for LONG_PRESS_MS. */
  onLongPress: () => void;
  /** A click by mouse, pen or keyboard. */
  onClick: () => void;
}

/**
 * Tells a finger's tap and long press apart from other clicks, for an element whose click means
 * something else on a touch screen. Returns the handlers to spread on it.
 */
export function useTouchPress({ onTap, onLongPress, onClick }: TouchPressActions) {
  const timer = useRef<number | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const pointerType = useRef("");
  const longPressed = useRef(false);

  const cancel = () => {
    window.clearTimeout(timer.current);
    start.current = null;
  };
  // Editing replaces the element, so a pending long press must not fire after it has gone.
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return {
    onPointerDown(event: PointerEvent) {
      pointerType.current = event.pointerType;
      longPressed.current = false;
      if (event.pointerType !== "touch") return;
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = window.setTimeout(() => {
        longPressed.current = true;
        start.current = null;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerMove(event: PointerEvent) {
      const from = start.current;
      if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    // A held finger would otherwise also open the phone's menu for the text.
    onContextMenu(event: MouseEvent) {
      if (pointerType.current === "touch") event.preventDefault();
    },
    onClick() {
      const byTouch = pointerType.current === "touch";
      // The keyboard clicks without a pointer, so the next click must not inherit this one's kind.
      pointerType.current = "";
      if (longPressed.current) return;
      if (byTouch) onTap();
      else onClick();
    },
  };
}
