import { useEffect, useState } from "react";

/**
 * False until the browser is first idle after the component mounted (after hydration, on a page
 * rendered on the server): for work a page can do without at first, so it never competes with
 * what makes the page usable.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(id);
  }, []);
  return idle;
}
