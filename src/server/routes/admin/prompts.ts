import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { modelsForPickers } from "../../../domain/prompts/ai-models.js";
import { idParamsSchema } from "../../../shared/api/id-param.js";
import { promptCreateSchema, promptRollbackSchema, promptUpdateSchema } from "../../../shared/prompts.js";
import type { AppContext } from "../../context.js";

/**
 * The AI prompts screen: prompts with their version history, and the model list for its pickers.
 * PUT and rollback each write a new version and its history entry in one transaction.
 */
export async function promptsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { prompts } = ctx.services;

  routes.get("/prompts", async () => prompts.list());

  routes.post("/prompts", { schema: { body: promptCreateSchema } }, async (request, reply) =>
    reply.status(201).send(await prompts.create(request.body)),
  );

  routes.put(
    "/prompts/:id",
    { schema: { params: idParamsSchema, body: promptUpdateSchema } },
    async (request) => prompts.change(request.params.id, request.body),
  );

  routes.delete("/prompts/:id", { schema: { params: idParamsSchema } }, async (request) =>
    prompts.remove(request.params.id),
  );

  routes.get("/prompts/:id/history", { schema: { params: idParamsSchema } }, async (request) =>
    prompts.history(request.params.id),
  );

  routes.post(
    "/prompts/:id/rollback",
    { schema: { params: idParamsSchema, body: promptRollbackSchema } },
    async (request) => prompts.rollback(request.params.id, request.body.version),
  );

  routes.get("/models", async () => ({ data: await modelsForPickers(ctx.messaging.catalog) }));
}
