import { cspHeader } from "./content-security-policy.js";

/**
 * Content-Security-Policy of the public micro UI pages (/micro-ui/{slug}, /ui/{slug} and the demo):
 * anyone can open them by link, so only our own scripts run, plus Google Maps (its documented
 * allowlist: it loads scripts, tiles and fonts from several Google hosts and starts blob workers)
 * and YouTube embeds from the no-cookie host. Google's documented policy for the Maps JavaScript API
 * also has 'unsafe-eval': it is sent only when a Maps key is configured, since without one the real
 * API never loads and nothing of ours evaluates strings (decision 003). Inline scripts stay forbidden; inline
 * styles are allowed because Google Maps injects <style> elements and style attributes, and a
 * style cannot run code. Nothing may frame these pages, so a generated page cannot be overlaid.
 */
const MICRO_UI_PAGE_DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": [
    "'self'",
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
};

export function microUiPageCsp(options: { mapsEnabled: boolean }): string {
  const scripts = MICRO_UI_PAGE_DIRECTIVES["script-src"];
  return cspHeader({
    ...MICRO_UI_PAGE_DIRECTIVES,
    "script-src": options.mapsEnabled ? [...scripts, "'unsafe-eval'"] : scripts,
  });
}

const MICRO_UI_PAGE = /^\/(?:micro-ui-demo|micro-ui\/|ui\/)/i;

/**
 * Whether the client router will show a micro UI page at `url`. It must read the path exactly as
 * wouter does, or a variant would render a page without its policy: wouter decodes the path with
 * decodeURI (keeping it as it is when that fails) and matches routes ignoring case, so /UI/x and
 * /%75i/x are micro UI pages too.
 */
export function isMicroUiPage(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return MICRO_UI_PAGE.test(decodePath(path));
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The export download page (/export/{token}): a page anyone with the link may open, under the micro
 * UI pages' stance (nothing may frame it, no base, no plugins) and tighter, since it is our own
 * plain HTML: no script at all, nothing from elsewhere, and its one form may post only to us.
 */
export const DATA_EXPORT_PAGE_CSP = cspHeader({
  "default-src": ["'none'"],
  "style-src": ["'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
});
