/**
 * Content-Security-Policy of the public micro UI pages (/micro-ui/{slug}, /ui/{slug} and the demo):
 * anyone can open them by link, so only our own scripts run, plus Google Maps (its documented
 * allowlist: it loads scripts, tiles and fonts from several Google hosts, evaluates code and starts
 * blob workers) and YouTube embeds from the no-cookie host. Inline scripts stay forbidden; inline
 * styles are allowed because Google Maps injects <style> elements and style attributes, and a
 * style cannot run code. Nothing may frame these pages, so a generated page cannot be overlaid.
 */
const DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": [
    "'self'",
    "'unsafe-eval'",
    "blob:",
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "*.google.com",
    "https://*.ggpht.com",
    "*.googleusercontent.com",
  ],
  "style-src": ["'self'", "'unsafe-inline'", "https://fonts.googleapis.com"],
  "img-src": [
    "'self'",
    "data:",
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "*.google.com",
    "*.googleusercontent.com",
  ],
  "font-src": ["'self'", "https://fonts.gstatic.com"],
  "connect-src": [
    "'self'",
    "https://*.googleapis.com",
    "*.google.com",
    "https://*.gstatic.com",
    "data:",
    "blob:",
  ],
  "frame-src": ["https://www.youtube-nocookie.com", "*.google.com"],
  "worker-src": ["blob:"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
} as const;

export const MICRO_UI_PAGE_CSP = Object.entries(DIRECTIVES)
  .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
  .join("; ");

const MICRO_UI_PAGE = /^\/(?:micro-ui-demo|micro-ui\/|ui\/)/;

export function isMicroUiPage(url: string): boolean {
  return MICRO_UI_PAGE.test(url);
}
