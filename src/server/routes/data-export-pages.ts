import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { userDataExportFilename } from "../../shared/user-data-export.js";
import type { AppContext } from "../context.js";
import { createFixedWindowLimiter } from "../plugins/fixed-window-limiter.js";
import { DATA_EXPORT_PAGE_CSP } from "../plugins/micro-ui-csp.js";
import { downloadPage, GONE_PAGE, NOT_FOUND_PAGE, TOO_MANY_PAGE } from "./data-export-page-html.js";

/** A person opens their link a few times at most; a script trying tokens is stopped long before it could matter. */
export const EXPORT_PAGE_REQUESTS_PER_MINUTE = 20;

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/**
 * The one-time download a person asked for by text ("EXPORT MY DATA", issue 37). Opening the page
 * uses nothing, since phones fetch a link to preview it; its button posts the form that downloads
 * the JSON and spends the link. The address itself is the secret: never cached, never sent on as a
 * referrer.
 */
export async function dataExportPageRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const perAddress = createFixedWindowLimiter({
    limit: EXPORT_PAGE_REQUESTS_PER_MINUTE,
    windowMs: 60_000,
    clock: ctx.clock,
  });
  // The button's form has no fields; whatever a client posts is not read.
  app.addContentTypeParser("application/x-www-form-urlencoded", (_request, _payload, done) => done(null));
  app.addHook("onRequest", async (request, reply) => {
    reply
      .header("content-security-policy", DATA_EXPORT_PAGE_CSP)
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer");
    if (!perAddress.allow(request.ip)) return sendHtml(reply, 429, TOO_MANY_PAGE);
  });

  app.get("/export/:token", async (request: TokenRequest, reply) => {
    const state = await ctx.services.dataExports.linkState(request.params.token);
    if (state === "unknown") return sendHtml(reply, 404, NOT_FOUND_PAGE);
    if (state === "gone") return sendHtml(reply, 410, GONE_PAGE);
    return sendHtml(reply, 200, downloadPage(request.params.token));
  });

  app.post("/export/:token/download", async (request: TokenRequest, reply) => {
    const download = await ctx.services.dataExports.download(request.params.token);
    if (download.state === "unknown") return sendHtml(reply, 404, NOT_FOUND_PAGE);
    if (download.state === "gone") return sendHtml(reply, 410, GONE_PAGE);
    const filename = userDataExportFilename(download.userId, ctx.clock.now());
    return reply
      .type("application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .send(JSON.stringify(download.document, null, 2));
  });
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).type("text/html; charset=utf-8").send(html);
}
