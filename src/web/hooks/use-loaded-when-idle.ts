import { useEffect, useState } from "react";

/**
 * Loads something a page can do without at first (a chunk of code) once the browser is first idle
 * after the component mounted: after hydration, on a page rendered on the server. Null until it has
 * arrived, so the page switches to it in one step, with no loading state in between.
 */
export function useLoadedWhenIdle<T>(load: () => Promise<T>, enabled: boolean): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const start = () => {
      load().then(
        (value) => current && setLoaded({ value }),
        // A chunk that cannot be fetched leaves the page as it is: the feature stays off.
        (error: unknown) => console.warn("Could not load part of the page", error),
      );
    };
    // Safari has no requestIdleCallback: a short timer stands in for it.
    const cancel =
      typeof requestIdleCallback === "function"
        ? cancelIdleCallback.bind(null, requestIdleCallback(start, { timeout: 2000 }))
        : clearTimeout.bind(null, setTimeout(start, 200));
    return () => {
      current = false;
      cancel();
    };
  }, [load, enabled]);
  return loaded?.value ?? null;
}
