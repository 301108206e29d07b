import { type UIEvent, useEffect, useLayoutEffect, useRef } from "react";

// Within this many pixels of the end still counts as "at the end" (sub-pixel scroll offsets).
const NEAR_BOTTOM_PX = 80;

/**
 * A conversation that follows its newest message: the scroll box jumps to the end when a new one
 * arrives (a new `lastKey`), unless the reader has scrolled up to read older ones; `jump` (their own
 * new message) always brings them down. Give `ref` and `onScroll` to the scrolling element.
 */
export function useStickToBottom<T extends HTMLElement>(lastKey: string | number | undefined, jump: boolean) {
  const ref = useRef<T>(null);
  const stickToBottom = useRef(true);

  // Keyed on the newest message, not the list: every poll returns a new array with the same messages.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || lastKey === undefined) return;
    if (stickToBottom.current || jump) {
      element.scrollTop = element.scrollHeight;
      stickToBottom.current = true;
    }
  }, [lastKey, jump]);

  // The box also shrinks when a composer grows a line or the phone rotates; stay at the end then too.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (stickToBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = (event: UIEvent<T>) => {
    const element = event.currentTarget;
    stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  };

  return { ref, onScroll };
}
