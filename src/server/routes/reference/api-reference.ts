import { createRequire } from "node:module";
import { dirname } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { publicUrl } from "../../../config/env.js";
import { API_CONTRACTS } from "../../../shared/api/all-contracts.js";
import { referenceApi } from "../../../shared/api/reference.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";
import { buildOpenApiDocument } from "../../openapi/openapi-document.js";
import { SESSION_COOKIE } from "../../plugins/session-cookie.js";
import { DOCS_ASSETS_PREFIX, DOCS_INIT_SCRIPT, DOCS_PAGE, DOCS_PAGE_CSP } from "./docs-page.js";

/** Swagger UI's files that the page loads; nothing else of the package is served. */
const SWAGGER_UI_FILES = new Set(["/swagger-ui.css", "/swagger-ui-bundle.js", "/favicon-32x32.png"]);

/**
 * GET /api/openapi.json (generated from the contracts on its first request) and GET /api/docs, a
 * Swagger UI page over it. Swagger UI's files come from the swagger-ui-dist package, under their
 * own prefix, so only this page loads them and the console's bundle does not grow.
 */
export async function apiReferenceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Built on the first request, not at start: most processes never serve it.
  let documentJson: string | undefined;
  const openApiJson = () => {
    documentJson ??= JSON.stringify(
      buildOpenApiDocument(API_CONTRACTS, { serverUrl: publicUrl(ctx.env), sessionCookie: SESSION_COOKIE }),
    );
    return documentJson;
  };

  routeFromContract(app, referenceApi.openApiDocument, async (_input, _request, reply) =>
    reply.type("application/json; charset=utf-8").header("cache-control", "no-cache").send(openApiJson()),
  );

  routeFromContract(app, referenceApi.docsPage, async (_input, _request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", DOCS_PAGE_CSP)
      .header("cache-control", "no-cache")
      .send(DOCS_PAGE),
  );

  app.get(`${DOCS_ASSETS_PREFIX}init.js`, async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(DOCS_INIT_SCRIPT),
  );

  await app.register(fastifyStatic, {
    root: swaggerUiDirectory(),
    prefix: DOCS_ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    allowedPath: (path) => SWAGGER_UI_FILES.has(path),
    cacheControl: true,
    // The package's files change only with its version, and the page names them without a hash.
    maxAge: "1d",
  });
}

function swaggerUiDirectory(): string {
  return dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
}
