import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  jsonForScriptElement,
  type LandingPageState,
  type MicroUiPageState,
  PAGE_STATE_ELEMENT_ID,
  PAGE_TEMPLATE_SLOTS,
  type PageRenderer,
  type RenderedPage,
} from "../../shared/page-rendering.js";

/** The two pages the server renders, as whole HTML documents. */
export interface RenderedPages {
  landing(page: LandingPageState): Promise<string>;
  microUi(page: MicroUiPageState): Promise<string>;
}

/**
 * Loads what `npm run build:web` made for server rendering (decision 021): the HTML templates of the
 * landing and micro UI entries (dist/web) and the server-side bundle (dist/ssr/server.js). Null when
 * they are not built, and the single-page app then shows those pages itself.
 */
export async function loadRenderedPages(webDir: string): Promise<RenderedPages | null> {
  const bundle = join(dirname(webDir), "ssr", "server.js");
  const templates = { landing: join(webDir, "landing.html"), microUi: join(webDir, "micro-ui.html") };
  if (![bundle, templates.landing, templates.microUi].every((path) => existsSync(path))) return null;
  const { pageRenderer } = (await import(pathToFileURL(bundle).href)) as { pageRenderer: PageRenderer };
  const landing = inlineStylesheets(readFileSync(templates.landing, "utf8"), webDir);
  const microUi = inlineStylesheets(readFileSync(templates.microUi, "utf8"), webDir);
  return {
    landing: async (page) => fillTemplate(landing, await pageRenderer.renderLandingPage(page), page),
    microUi: async (page) => fillTemplate(microUi, await pageRenderer.renderMicroUiPage(page), page),
  };
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * The stylesheet goes into the page itself: on a phone's slow network its own request would hold
 * the first paint back by a round trip or more (decision 021). Both pages' policies allow inline
 * styles already.
 */
export function inlineStylesheets(template: string, webDir: string): string {
  return template.replace(STYLESHEET_LINK, (_link, path: string) => {
    const css = readFileSync(join(webDir, path), "utf8");
    return `<style>${css.replaceAll("</style", "<\\/style")}</style>`;
  });
}

/** The built template with the rendered markup in place, and the state the browser hydrates from. */
export function fillTemplate(template: string, rendered: RenderedPage, state: unknown): string {
  const stateScript =
    state === null
      ? ""
      : `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${jsonForScriptElement(state)}</script>`;
  // Replacer functions, so a `$&` in the page's own text is never read as a replacement pattern.
  return template
    .replace(PAGE_TEMPLATE_SLOTS.head, () => rendered.head)
    .replace(PAGE_TEMPLATE_SLOTS.body, () => rendered.html)
    .replace(PAGE_TEMPLATE_SLOTS.state, () => stateScript);
}
