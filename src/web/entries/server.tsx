import { COMPONENT_TYPES } from "@shared/micro-ui/defaults";
import type { LandingPageState, MicroUiPageState, PageRenderer } from "@shared/page-rendering";
import { type ReactNode, StrictMode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
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
