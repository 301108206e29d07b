import { useEffect } from "react";

/** Sets the browser tab title; every screen calls it, so no screen inherits a stale one. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
