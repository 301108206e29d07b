import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False while a server-rendered page hydrates (and on the server), true from then on and in a
 * page rendered in the browser alone. Lets a component first draw exactly what the server drew,
 * then add what only the browser needs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
