import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendApiNotFound } from "../error-handler.js";
import { APP_PAGE_CSP } from "./content-security-policy.js";
import { isMicroUiPage, microUiPageCsp } from "./micro-ui-csp.js";

/** The built HTML pages and their compressed copies. */
const PAGES = ["*.html", "*.html.br", "*.html.gz"];

export interface WebAppOptions {
  /**
   * Answer requests for the build's source maps. Only in development: in production they would
   * hand anyone the console's source; `vite build` writes them unlinked (vite.config.ts).
   */
  serveSourceMaps: boolean;
  /** A Google Maps key is configured, so micro UI maps load Google's API (and its CSP needs). */
  mapsEnabled: boolean;
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and every
 * other non-API GET answered with index.html so the client router can show the screen (or its 404),
 * always with a page Content-Security-Policy.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string | null,
  options: WebAppOptions,
): Promise<void> {
  const microUiCsp = microUiPageCsp({ mapsEnabled: options.mapsEnabled });
  const hasWebApp = webDir !== null && existsSync(join(webDir, "index.html"));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // Pages are only ever served as pages (below, or rendered by routes/pages.ts), with their
      // policy; the maps when allowed.
      globIgnore: options.serveSourceMaps ? PAGES : [...PAGES, "**/*.map"],
      // The build wrote a Brotli and a gzip copy of each asset (decision 021).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(webDir, "assets")}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest =
      (request.method === "GET" || request.method === "HEAD") &&
      !request.url.startsWith("/api") &&
      // A missing asset is not a page: answering a stale chunk with HTML would only hide the 404.
      !request.url.startsWith("/assets/");
    if (!isPageRequest) return sendApiNotFound(request, reply);
    if (!hasWebApp) {
      return reply.status(404).type("text/plain").send("The web app is not built. Run `npm run build:web`.");
    }
    reply.header("content-security-policy", isMicroUiPage(request.url) ? microUiCsp : APP_PAGE_CSP);
    return reply.header("cache-control", "no-cache").sendFile("index.html", { cacheControl: false });
  });
}
