import type { FastifyInstance } from "fastify";
import { advertisementsApi } from "../../../shared/api/advertisements.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/**
 * The Advertisements screen. Simple advertisements and advertiser advertisements share the write
 * paths the spec's screens call (spec 001 section 7). They live in two tables that draw their ids
 * from one sequence, so an id names one advertisement of either kind:
 * - POST /advertisements: a body with advertiser_id creates an advertiser advertisement; without
 *   it, a simple advertisement.
 * - PUT /advertisements/{id}: the same rule; an advertiser advertisement must belong to the
 *   advertiser named in the body, else 404.
 * - DELETE /advertisements/{id}: deactivates a simple advertisement (it stays listed as Inactive)
 *   and deletes an advertiser's advertisement for good; ?advertiser_id= is an optional check that
 *   the advertisement is that advertiser's (else 404).
 * Advertiser advertisements also have their own paths under /advertisers/{id}/advertisements.
 */
export async function advertisementsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { advertisements } = ctx.services;
  routeFromContract(app, advertisementsApi.list, () => advertisements.list());
  routeFromContract(app, advertisementsApi.create, ({ body }) =>
    "advertiser_id" in body ? advertisements.createForAdvertiser(body) : advertisements.create(body),
  );
  routeFromContract(app, advertisementsApi.update, ({ params, body }) =>
    "advertiser_id" in body
      ? advertisements.changeForAdvertiser(params.id, body)
      : advertisements.change(params.id, body),
  );
  routeFromContract(app, advertisementsApi.remove, ({ params, query }) =>
    advertisements.remove(params.id, query.advertiser_id),
  );
}
