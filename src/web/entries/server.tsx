import { COMPONENT_TYPES } from "@shared/micro-ui/defaults";
import type { LandingPageState, MicroUiPageState, PageRenderer } from "@shared/page-rendering";
import { type ReactNode, StrictMode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
// The edge build: Node's build runs its work inside an AsyncLocalStorage, and on Node 20 the first
// such run turns on async hooks for every promise of the process for good (about a fifth more CPU
// per text in bench/inbound); the edge build uses one only where the runtime has it as a global,
// which Node has not. (The browser build schedules on a MessageChannel that keeps Node running.)
import { prerender } from "react-dom/static.edge";
import { MicroUiViewer, microUiPageTitle } from "@/features/micro-ui/micro-ui-viewer";
import { LandingPage } from "@/pages/landing";

/**
 * The server-side bundle (dist/ssr/server.js): the server renders the landing page and shared
 * micro UI pages with the same components the browser then hydrates (decision 021).
 */
export const pageRenderer: PageRenderer = {
  renderLandingPage: async (page: LandingPageState) => ({
    html: render(<LandingPage retention={page.retention} />),
    head: titleMarkup("Textpal"),
  }),
  renderMicroUiPage: async (page: MicroUiPageState) => ({
    html: render(<MicroUiViewer page={page} />),
    head: titleMarkup(microUiPageTitle(page)),
  }),
};

/**
 * Every component kind the browser loads on demand (a map, a table) is loaded here once, before the
 * first page: a render that waited for one would stream it in with an inline script, which the
 * pages' Content-Security-Policy forbids and a browser without JavaScript never runs. With them all
 * loaded, renderToString draws the whole page at once.
 */
await prerender(
  <MicroUiViewer
    page={{
      state: "shown",
      slug: "",
      ui: {
        meta: { title: "" },
        layout: { type: "page", components: COMPONENT_TYPES.map((type) => ({ id: type, type, props: {} })) },
        data: {},
      },
    }}
  />,
  // Empty props make some kinds fail to draw; only their loading matters here.
  { onError: () => {} },
);

function render(page: ReactNode): string {
  return renderToString(<StrictMode>{page}</StrictMode>);
}

function titleMarkup(title: string): string {
  return renderToStaticMarkup(<title>{title}</title>);
}
