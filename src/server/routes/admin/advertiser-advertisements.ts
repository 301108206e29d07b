import type { FastifyInstance } from "fastify";
import { advertiserAdvertisementsApi } from "../../../shared/api/advertiser-advertisements.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/**
 * An advertiser's advertisements, under their advertiser: the advertiser in the path is the one
 * used, whatever the body says. Deleting removes the advertisement for good.
 */
export async function advertiserAdvertisementsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { advertisers, advertisements } = ctx.services;
  const api = advertiserAdvertisementsApi;
  routeFromContract(app, api.list, ({ params }) => advertisers.advertisements(params.id));
  routeFromContract(app, api.create, ({ params, body }) =>
    advertisements.createForAdvertiser({ ...body, advertiser_id: params.id }),
  );
  routeFromContract(app, api.update, ({ params, body }) =>
    advertisements.changeForAdvertiser(params.id, { ...body, advertiser_id: params.advertiserId }),
  );
  routeFromContract(app, api.remove, ({ params }) =>
    advertisements.removeForAdvertiser(params.advertiserId, params.id),
  );
}
