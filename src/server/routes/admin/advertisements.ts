import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { advertisementInputSchema } from "../../../shared/advertisements.js";
import { advertiserAdvertisementInputSchema } from "../../../shared/advertisers.js";
import { idParamsSchema, positiveId } from "../../../shared/api/id-param.js";
import type { AppContext } from "../../context.js";
import { parseInput } from "../../parse-input.js";

/**
 * Simple advertisements and advertiser advertisements share these paths (spec 001 section 7).
 * They live in two tables whose ids overlap, so an advertiser advertisement is always addressed
 * together with its advertiser:
 * - POST /advertisements: a body with advertiser_id creates an advertiser advertisement; without
 *   it, a simple advertisement.
 * - PUT /advertisements/{id}: the same rule; an advertiser advertisement must belong to the
 *   advertiser named in the body, else 404.
 * - DELETE /advertisements/{id}: deactivates a simple advertisement (it stays listed as Inactive);
 *   DELETE /advertisements/{id}?advertiser_id={advertiserId} deletes that advertiser's
 *   advertisement for good.
 * GET /advertisements lists the simple ones; an advertiser's are at GET /advertisers/{id}/advertisements.
 */
export async function advertisementsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { advertisements } = ctx.services;

  routes.get("/advertisements", async () => advertisements.list());

  routes.post("/advertisements", async (request, reply) => {
    const created = isForAdvertiser(request.body)
      ? await advertisements.createForAdvertiser(parseInput(advertiserAdvertisementInputSchema, request.body))
      : await advertisements.create(parseInput(advertisementInputSchema, request.body));
    return reply.status(201).send(created);
  });

  routes.put("/advertisements/:id", { schema: { params: idParamsSchema } }, async (request) => {
    const { id } = request.params;
    if (isForAdvertiser(request.body)) {
      return advertisements.changeForAdvertiser(
        id,
        parseInput(advertiserAdvertisementInputSchema, request.body),
      );
    }
    return advertisements.change(id, parseInput(advertisementInputSchema, request.body));
  });

  routes.delete(
    "/advertisements/:id",
    { schema: { params: idParamsSchema, querystring: z.object({ advertiser_id: positiveId.optional() }) } },
    async (request) => {
      const { id } = request.params;
      const { advertiser_id: advertiserId } = request.query;
      if (advertiserId !== undefined) return advertisements.removeForAdvertiser(advertiserId, id);
      return advertisements.deactivate(id);
    },
  );
}

/** The advertiser form always sends advertiser_id; the simple form never does. */
function isForAdvertiser(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("advertiser_id" in body)) return false;
  const { advertiser_id: advertiserId } = body;
  return advertiserId !== undefined && advertiserId !== null && advertiserId !== "";
}
