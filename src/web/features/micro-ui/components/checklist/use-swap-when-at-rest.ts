import { useCallback, useEffect, useState } from "react";

/**
 * Holds a swap of the list's rows (the plain list for drag and drop, which remounts them) until
 * the person is not in the middle of something the remount would lose: a press on a row, whose
 * release would land on a new element and never tick it, or an edit field with its draft and
 * caret. Once swapped, it stays swapped. The returned handlers go on an element around the rows
 * that the swap does not replace, and `editFieldRef` on each row's edit field: counting the fields
 * while they are mounted, not watching focus, as a browser fires no blur for a removed field.
 */
export function useSwapWhenAtRest<T>(arrived: T | null) {
  const [pressing, setPressing] = useState(false);
  const [editFields, setEditFields] = useState(0);
  const [tookOver, setTookOver] = useState(false);
  // Set while rendering, as React allows for state derived from earlier renders: no extra commit.
  if (!tookOver && arrived !== null && !pressing && editFields === 0) setTookOver(true);

  useEffect(() => {
    if (!pressing) return;
    // The finger or button may come up outside the list, or the browser may take the gesture over.
    // The press ends in a task of its own: the click that follows a pointerup must reach the rows
    // it was pressed on, and React renders a pointerup's update before that click is dispatched.
    const listening = new AbortController();
    let releasing: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      releasing = setTimeout(() => setPressing(false), 0);
    };
    window.addEventListener("pointerup", release, { signal: listening.signal });
    window.addEventListener("pointercancel", release, { signal: listening.signal });
    return () => {
      listening.abort();
      clearTimeout(releasing);
    };
  }, [pressing]);

  const editFieldRef = useCallback((field: HTMLInputElement | null) => {
    if (!field) return;
    setEditFields((count) => count + 1);
    return () => setEditFields((count) => count - 1);
  }, []);
  const handlers = tookOver ? {} : { onPointerDownCapture: () => setPressing(true) };
  return { swapped: tookOver ? arrived : null, handlers, editFieldRef };
}
