import type { FastifyInstance } from "fastify";
import { AppError } from "../../domain/app-error.js";
import { publicApi } from "../../shared/api/public.js";
import type { AppContext } from "../context.js";
import { routeFromContract } from "../contract-route.js";
import { createFixedWindowLimiter } from "../plugins/fixed-window-limiter.js";

const MINUTE_MS = 60_000;
/** Generous for a person ticking through a list, tight enough to stop a script rewriting a page. */
export const DATA_SAVES_PER_MINUTE = { perAddress: 60, perSlug: 120 } as const;

/** The public API behind shared micro UI pages (spec 000 section 7); no sign-in, anyone with the link. */
export async function microUiRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const savesPerAddress = createFixedWindowLimiter({
    limit: DATA_SAVES_PER_MINUTE.perAddress,
    windowMs: MINUTE_MS,
    clock: ctx.clock,
  });
  const savesPerSlug = createFixedWindowLimiter({
    limit: DATA_SAVES_PER_MINUTE.perSlug,
    windowMs: MINUTE_MS,
    clock: ctx.clock,
  });

  routeFromContract(app, publicApi.microUi, async ({ params }, _request, reply) => {
    const ui = await ctx.services.microUis.readShared(params.slug);
    // The data changes with every tick on the page; a cached copy would undo the last ones.
    reply.header("cache-control", "no-store");
    return { ui };
  });

  routeFromContract(app, publicApi.saveMicroUiData, async ({ params, body }, request) => {
    // The address is counted first, so one noisy client cannot use up the page's own allowance.
    if (!savesPerAddress.allow(request.ip) || !savesPerSlug.allow(params.slug)) {
      throw new AppError(
        "too_many_requests",
        "Too many changes at once. Please wait a minute and try again.",
      );
    }
    await ctx.services.microUis.saveSharedData(params.slug, body);
    return { ok: true as const };
  });

  routeFromContract(app, publicApi.googleMapsKey, async (_input, _request, reply) => {
    const apiKey = ctx.env.GOOGLE_MAPS_API_KEY;
    // 404 when unset, so a page with a map shows 'Failed to get Google Maps API key'.
    if (!apiKey) throw AppError.notFound("Google Maps is not configured.");
    reply.header("cache-control", "no-store");
    return { apiKey };
  });
}
