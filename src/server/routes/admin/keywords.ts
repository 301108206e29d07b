import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../shared/api/id-param.js";
import { keywordInputSchema } from "../../../shared/keywords.js";
import type { AppContext } from "../../context.js";

/** The Keywords screen. DELETE disables: the keyword stays listed as Inactive and stops answering. */
export async function keywordsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { keywords } = ctx.services;

  routes.get("/keywords", async () => keywords.list());

  routes.post("/keywords", { schema: { body: keywordInputSchema } }, async (request, reply) =>
    reply.status(201).send(await keywords.create(request.body)),
  );

  routes.put(
    "/keywords/:id",
    { schema: { params: idParamsSchema, body: keywordInputSchema } },
    async (request) => keywords.change(request.params.id, request.body),
  );

  routes.delete("/keywords/:id", { schema: { params: idParamsSchema } }, async (request) =>
    keywords.deactivate(request.params.id),
  );
}
