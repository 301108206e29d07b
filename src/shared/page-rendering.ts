/**
 * The contract between the server and the server-side bundle of the web app
 * (src/web/entries/server.tsx, built by `npm run build:web` into dist/ssr). The server renders the
 * landing page and shared micro UI pages with it, and the browser hydrates the same components
 * from the state the page carries (decision 021).
 */

/** What the server found for a micro UI page link: the viewer draws each state. */
export type MicroUiPageState =
  | { state: "invalid"; slug: string }
  | { state: "missing"; slug: string }
  | { state: "shown"; slug: string; ui: Record<string, unknown> };

/** How long texts and media are kept (MESSAGE_RETENTION_DAYS, MEDIA_RETENTION_DAYS), in days; null until erased. */
export interface RetentionPeriods {
  messageDays: number | null;
  /** Never more than messageDays: media goes with its text. */
  mediaDays: number | null;
}

/** What the landing page is drawn from: the privacy policy states the retention periods. */
export interface LandingPageState {
  /** Null when the settings could not be read. */
  retention: RetentionPeriods | null;
}

export interface RenderedPage {
  /** The markup that goes inside the page's root element. */
  html: string;
  /** The markup that goes into the page's <head>: its <title>, escaped by React. */
  head: string;
}

export interface PageRenderer {
  renderLandingPage(page: LandingPageState): Promise<RenderedPage>;
  renderMicroUiPage(page: MicroUiPageState): Promise<RenderedPage>;
}

/** The id of the JSON script element that hands the rendered state to the browser for hydration. */
export const PAGE_STATE_ELEMENT_ID = "page-state";

/** Placeholders in the built HTML templates (src/web/landing.html, src/web/micro-ui.html). */
export const PAGE_TEMPLATE_SLOTS = {
  head: "<!--page-head-->",
  body: "<!--page-body-->",
  state: "<!--page-state-->",
} as const;

/**
 * JSON that is safe inside a <script> element: `<` is escaped so no string in the data (a
 * checklist item "</script><script>…") can close the element and run as markup.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
