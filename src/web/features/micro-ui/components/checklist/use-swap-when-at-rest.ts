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
  const [swapped, setSwapped] = useState<T | null>(null);
  const atRest = !pressing && editFields === 0;

  useEffect(() => {
    if (arrived !== null && swapped === null && atRest) setSwapped(() => arrived);
  }, [arrived, swapped, atRest]);

  useEffect(() => {
    if (!pressing) return;
    // The finger or button may come up outside the list, or the browser may take the gesture over.
    const release = () => setPressing(false);
    window.addEventListener("pointerup", release);
    window.addEventListener("pointercancel", release);
    return () => {
      window.removeEventListener("pointerup", release);
      window.removeEventListener("pointercancel", release);
    };
  }, [pressing]);

  const editFieldRef = useCallback((field: HTMLInputElement | null) => {
    if (!field) return;
    setEditFields((count) => count + 1);
    return () => setEditFields((count) => count - 1);
  }, []);
  const handlers = swapped === null ? { onPointerDownCapture: () => setPressing(true) } : {};
  return { swapped, handlers, editFieldRef };
}
