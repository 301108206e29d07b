import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listAdvertiserAdvertisements } from "../../../db/repositories/advertiser-advertisements.js";
import { listAdvertisers } from "../../../db/repositories/advertisers.js";
import {
  changeAdvertiser,
  createAdvertiser,
  requireAdvertiser,
} from "../../../domain/advertising/manage-advertisers.js";
import { advertiserInputSchema } from "../../../shared/advertisers.js";
import type { AppContext } from "../../context.js";
import { toAdvertiser, toAdvertiserAdvertisement } from "../../presenters/advertising.js";
import { idParamsSchema } from "./id-param.js";

/** The Advertisers screen and the heading and list of one advertiser's advertisements. */
export async function advertisersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  routes.get("/advertisers", async () => (await listAdvertisers(db)).map(toAdvertiser));

  routes.post("/advertisers", { schema: { body: advertiserInputSchema } }, async (request, reply) =>
    reply.status(201).send(toAdvertiser(await createAdvertiser(db, request.body))),
  );

  routes.get("/advertisers/:id", { schema: { params: idParamsSchema } }, async (request) =>
    toAdvertiser(await requireAdvertiser(db, request.params.id)),
  );

  // The form sends the id in the body too (spec 001 section 7); the path's id is the one used.
  routes.put(
    "/advertisers/:id",
    { schema: { params: idParamsSchema, body: advertiserInputSchema } },
    async (request) => toAdvertiser(await changeAdvertiser(db, request.params.id, request.body)),
  );

  routes.get("/advertisers/:id/advertisements", { schema: { params: idParamsSchema } }, async (request) => {
    await requireAdvertiser(db, request.params.id);
    return (await listAdvertiserAdvertisements(db, request.params.id)).map(toAdvertiserAdvertisement);
  });
}
