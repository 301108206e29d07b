import { type RefObject, useEffect, useState } from "react";

export interface HorizontalOverflow {
  /** Content is hidden off the left edge (the area has been scrolled). */
  start: boolean;
  /** Content is hidden off the right edge. */
  end: boolean;
}

// Sub-pixel widths and zoom leave a pixel of rounding at either end, which is not hidden content.
const TOLERANCE_PX = 1;

function measure(element: HTMLElement): HorizontalOverflow {
  const { scrollLeft, scrollWidth, clientWidth } = element;
  return {
    start: scrollLeft > TOLERANCE_PX,
    end: scrollLeft + clientWidth < scrollWidth - TOLERANCE_PX,
  };
}

/**
 * Which sides of a horizontally scrolling element have content out of view, kept current as it
 * scrolls and as it or its content changes size (the window narrows, rows arrive).
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [overflow, setOverflow] = useState<HorizontalOverflow>({ start: false, end: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = measure(element);
      setOverflow((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      element.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [ref]);

  return overflow;
}
