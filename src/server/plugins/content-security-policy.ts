export type CspDirectives = Record<string, readonly string[]>;

/** `{ "default-src": ["'self'"] }` as the header's `default-src 'self'`. */
export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * Every page of the React app except the micro UI pages: the landing page, the console and the
 * client router's not-found screen. Vite's build is our own scripts and stylesheets, and the console
 * talks only to our API. Inline styles are allowed because Radix sets style attributes and injects a
 * <style> element (scroll lock); a style cannot run code. No site may frame the console, so a
 * click on it cannot be hijacked under a decoy (also said by X-Frame-Options for older browsers).
 */
export const APP_PAGE_CSP = cspHeader({
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  // The favicon is an inline SVG data: URL.
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
});

/**
 * Everything else (API answers, assets, error bodies): nothing in it may load or run anything, nor
 * be framed, should a browser ever render it as a document.
 */
export const NO_CONTENT_CSP = cspHeader({ "default-src": ["'none'"], "frame-ancestors": ["'none'"] });
