import { cspHeader } from "../../plugins/content-security-policy.js";

/** Where Swagger UI's files are served: outside /api, since they are not calls of the API. */
export const DOCS_ASSETS_PREFIX = "/api-docs-assets/";

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Textpal API reference</title>
    <link rel="icon" type="image/png" href="${DOCS_ASSETS_PREFIX}favicon-32x32.png" />
    <link rel="stylesheet" href="${DOCS_ASSETS_PREFIX}swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_ASSETS_PREFIX}swagger-ui-bundle.js"></script>
    <script src="${DOCS_ASSETS_PREFIX}init.js"></script>
  </body>
</html>
`;

/**
 * Starts Swagger UI on the document. "Try it out" sends the browser's own cookie, so a signed-in
 * operator can call admin routes from the page; the cross-site guard still applies.
 */
export const DOCS_INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  withCredentials: true,
  presets: [SwaggerUIBundle.presets.apis],
});
`;

/**
 * The page runs only our scripts; Swagger UI sets style attributes and shows its icons as data:
 * URLs, and calls only this server.
 */
export const DOCS_PAGE_CSP = cspHeader({
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
});
