import fastifyCompress from "@fastify/compress";
import fastifyEtag from "@fastify/etag";
import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "../../domain/app-error.js";
import { MICRO_UI_SLUG_LENGTH } from "../../shared/micro-ui/defaults.js";
import type { MicroUiPageState } from "../../shared/page-rendering.js";
import type { AppContext } from "../context.js";
import { COMPRESSION_OPTIONS } from "../plugins/compression.js";
import { APP_PAGE_CSP } from "../plugins/content-security-policy.js";
import { microUiPageCsp } from "../plugins/micro-ui-csp.js";
import type { RenderedPages } from "../plugins/rendered-pages.js";

/**
 * The landing page and shared micro UI pages, rendered on the server (decision 021): a phone shows
 * the page before any JavaScript has arrived. HTML is never cached without asking: each visit
 * revalidates with its ETag, and an unchanged page answers 304.
 */
export async function pageRoutes(app: FastifyInstance, opts: { ctx: AppContext; pages: RenderedPages }) {
  const { ctx, pages } = opts;
  // The ETag is taken from the page before it is compressed, so registered first.
  await app.register(fastifyEtag);
  await app.register(fastifyCompress, COMPRESSION_OPTIONS);
  const microUiCsp = microUiPageCsp({ mapsEnabled: Boolean(ctx.env.GOOGLE_MAPS_API_KEY) });

  app.get("/", async (request, reply) => {
    // One small read a visit, so the privacy policy always states the periods in force; while the
    // database is away the page is still shown, its policy worded without them.
    const retention = await ctx.services.settings.retentionPeriods().catch((error: unknown) => {
      request.log.warn({ err: error }, "landing page: retention settings not read");
      return null;
    });
    return sendPage(reply, 200, APP_PAGE_CSP, await pages.landing({ retention }));
  });

  const microUiPage = async (slug: string, reply: FastifyReply) => {
    const page = await findPage(ctx, slug);
    return sendPage(reply, page.state === "shown" ? 200 : 404, microUiCsp, await pages.microUi(page));
  };
  // The admin micro UI screen links saved pages as /ui/{slug}; both paths show the same page.
  for (const path of ["/ui/:slug", "/micro-ui/:slug"]) {
    app.get<{ Params: { slug: string } }>(path, (request, reply) => microUiPage(request.params.slug, reply));
  }
}

async function findPage(ctx: AppContext, slug: string): Promise<MicroUiPageState> {
  // Spec 000 section 5: a slug of any other length is refused before anything is looked up.
  if (slug.length !== MICRO_UI_SLUG_LENGTH) return { state: "invalid", slug };
  try {
    return { state: "shown", slug, ui: await ctx.services.microUis.readShared(slug) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { state: "missing", slug };
    throw error;
  }
}

function sendPage(reply: FastifyReply, status: number, csp: string, html: string) {
  return reply
    .status(status)
    .header("content-security-policy", csp)
    .header("cache-control", "no-cache")
    .type("text/html; charset=utf-8")
    .send(html);
}
