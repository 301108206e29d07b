import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendApiNotFound } from "../error-handler.js";
import { isMicroUiPage, MICRO_UI_PAGE_CSP } from "./micro-ui-csp.js";

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and every
 * other non-API GET answered with index.html so the client router can show the screen (or its 404).
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | null): Promise<void> {
  const hasWebApp = webDir !== null && existsSync(join(webDir, "index.html"));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(webDir, "assets")}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest =
      (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api");
    if (!isPageRequest) return sendApiNotFound(request, reply);
    if (!hasWebApp) {
      return reply.status(404).type("text/plain").send("The web app is not built. Run `npm run build:web`.");
    }
    if (isMicroUiPage(request.url)) reply.header("content-security-policy", MICRO_UI_PAGE_CSP);
    return reply.header("cache-control", "no-cache").sendFile("index.html", { cacheControl: false });
  });
}
