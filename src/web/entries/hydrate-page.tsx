import { PAGE_STATE_ELEMENT_ID } from "@shared/page-rendering";
import { type ReactNode, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";

/** The state the server rendered the page from, which hydration must start from too. */
export function readPageState<T>(): T {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`the page has no #${PAGE_STATE_ELEMENT_ID} element`);
  return JSON.parse(element.textContent) as T;
}

/** Takes over a server-rendered page: the same components attach to the markup already shown. */
export function hydratePage(page: ReactNode): void {
  const root = document.getElementById("root");
  if (!root) throw new Error("the page has no #root element");
  hydrateRoot(
    root,
    <StrictMode>
      {page}
      <HydrationMark root={root} />
    </StrictMode>,
  );
}

/** `data-hydrated` on the root says the page now answers to clicks: tests and bench/pages wait for it. */
function HydrationMark({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.dataset.hydrated = "";
  }, [root]);
  return null;
}
