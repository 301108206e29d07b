import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { advertiserInputSchema } from "../../../shared/advertisers.js";
import { idParamsSchema } from "../../../shared/api/id-param.js";
import type { AppContext } from "../../context.js";

/** The Advertisers screen and the heading and list of one advertiser's advertisements. */
export async function advertisersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { advertisers } = ctx.services;

  routes.get("/advertisers", async () => advertisers.list());

  routes.post("/advertisers", { schema: { body: advertiserInputSchema } }, async (request, reply) =>
    reply.status(201).send(await advertisers.create(request.body)),
  );

  routes.get("/advertisers/:id", { schema: { params: idParamsSchema } }, async (request) =>
    advertisers.get(request.params.id),
  );

  // The form sends the id in the body too (spec 001 section 7); the path's id is the one used.
  routes.put(
    "/advertisers/:id",
    { schema: { params: idParamsSchema, body: advertiserInputSchema } },
    async (request) => advertisers.change(request.params.id, request.body),
  );

  routes.get("/advertisers/:id/advertisements", { schema: { params: idParamsSchema } }, async (request) =>
    advertisers.advertisements(request.params.id),
  );
}
