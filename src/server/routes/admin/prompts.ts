import type { FastifyInstance } from "fastify";
import { modelsForPickers } from "../../../domain/prompts/ai-models.js";
import { promptsApi } from "../../../shared/api/prompts.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/**
 * The AI prompts screen: prompts with their version history, and the model list for its pickers.
 * PUT and rollback each write a new version and its history entry in one transaction.
 */
export async function promptsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { prompts } = ctx.services;
  routeFromContract(app, promptsApi.list, () => prompts.list());
  routeFromContract(app, promptsApi.create, ({ body }) => prompts.create(body));
  routeFromContract(app, promptsApi.update, ({ params, body }) => prompts.change(params.id, body));
  routeFromContract(app, promptsApi.remove, ({ params }) => prompts.remove(params.id));
  routeFromContract(app, promptsApi.history, ({ params }) => prompts.history(params.id));
  routeFromContract(app, promptsApi.rollback, ({ params, body }) =>
    prompts.rollback(params.id, body.version),
  );
  routeFromContract(app, promptsApi.models, async () => ({
    data: await modelsForPickers(ctx.messaging.catalog),
  }));
}
