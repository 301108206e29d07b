import { randomUUID } from "node:crypto";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifySchema } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { publicUrl } from "../config/env.js";
import { httpMetrics } from "../observability/metrics/http-metrics.js";
import { ADMIN_API_PREFIX } from "../shared/api/contract.js";
import type { AppContext } from "./context.js";
import { registerErrorHandling } from "./error-handler.js";
import { createAdminSessionGuard } from "./plugins/admin-session.js";
import { COMPRESSION_OPTIONS } from "./plugins/compression.js";
import { createCrossSiteGuard } from "./plugins/cross-site-guard.js";
import { loadRenderedPages } from "./plugins/rendered-pages.js";
import { OneLinePerRequest } from "./plugins/request-log.js";
import { setSecurityHeaders } from "./plugins/security-headers.js";
import { rejectUnstorableText } from "./plugins/storable-text-guard.js";
import { registerWebApp } from "./plugins/web-app.js";
import { responseSerializerCompiler } from "./response-serializer.js";
import { adminLoginRoute } from "./routes/admin/auth.js";
import { adminRoutes } from "./routes/admin/index.js";
import { dataExportPageRoutes } from "./routes/data-export-pages.js";
import { metricsRoutes } from "./routes/metrics.js";
import { pageRoutes } from "./routes/pages.js";
import { publicRoutes } from "./routes/public.js";

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's params, querystring and body schemas, so tests can reach every field of every route. */
  schema?: FastifySchema;
}

export interface BuildAppOptions {
  /** Directory of the built web app; null serves the API alone. */
  webDir: string | null;
  logger: FastifyBaseLogger;
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions) {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(ctx.env.TRUST_PROXY),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  const routes = collectRoutes(app);
  rejectUnstorableText(app);
  acceptEmptyJsonBodies(app);
  registerErrorHandling(app);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    setSecurityHeaders(reply);
  });
  app.addHook("onResponse", async (request, reply) =>
    httpMetrics.answered(request.method, reply.statusCode, reply.elapsedTime / 1000),
  );

  const rejectCrossSiteRequest = createCrossSiteGuard([new URL(publicUrl(ctx.env)).origin]);
  const requireAdminSession = createAdminSessionGuard(ctx);

  app.decorate("auditTrail", ctx.services.auditTrail);
  await app.register(publicRoutes, { ctx });
  await app.register(metricsRoutes, { ctx });
  await app.register(dataExportPageRoutes, { ctx });
  // Only the console's routes read or set cookies: the webhooks (every text) skip the cookie hooks.
  await app.register(async (consoleScope) => {
    await consoleScope.register(fastifyCookie);
    await consoleScope.register(fastifyCompress, COMPRESSION_OPTIONS);
    await consoleScope.register(adminLoginRoute, { ctx, rejectCrossSiteRequest });
    await consoleScope.register(
      async (admin) => {
        // Order matters: an anonymous caller learns only "401", whatever else is wrong with the request.
        admin.addHook("onRequest", requireAdminSession);
        admin.addHook("onRequest", rejectCrossSiteRequest);
        await admin.register(adminRoutes, { ctx });
      },
      { prefix: ADMIN_API_PREFIX },
    );
  });
  const pages = options.webDir === null ? null : await loadRenderedPages(options.webDir);
  if (pages) await app.register(pageRoutes, { ctx, pages });
  await registerWebApp(app, options.webDir, {
    serveSourceMaps: ctx.env.NODE_ENV === "development",
    mapsEnabled: Boolean(ctx.env.GOOGLE_MAPS_API_KEY),
  });
  await app.ready();
  return { app, routes };
}

/** A number of proxies trusts that many hops from the socket, as Fastify does for a number (its types omit it). */
function trustedProxies(setting: boolean | number) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, schema: route.schema });
  });
  return routes;
}

/** Body-less POSTs (logout, reset) still carry the JSON content type the cross-site guard asks for. */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") return done(null, undefined);
    parseJson(request, text, done);
  });
}
