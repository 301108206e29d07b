import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { findPromptById, listPromptHistory, listPrompts } from "../../../db/repositories/prompts.js";
import { AppError } from "../../../domain/app-error.js";
import { modelsForPickers } from "../../../domain/prompts/ai-models.js";
import {
  changePrompt,
  createPrompt,
  removePrompt,
  rollbackPrompt,
} from "../../../domain/prompts/manage-prompts.js";
import { promptCreateSchema, promptRollbackSchema, promptUpdateSchema } from "../../../shared/prompts.js";
import type { AppContext } from "../../context.js";
import { toPrompt, toPromptHistoryEntry } from "../../presenters/prompts.js";
import { idParamsSchema } from "./id-param.js";

/**
 * The AI prompts screen: prompts with their version history, and the model list for its pickers.
 * PUT and rollback each write a new version and its history entry in one transaction.
 */
export async function promptsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  routes.get("/prompts", async () => (await listPrompts(db)).map(toPrompt));

  routes.post("/prompts", { schema: { body: promptCreateSchema } }, async (request, reply) =>
    reply.status(201).send(toPrompt(await createPrompt(db, request.body))),
  );

  routes.put(
    "/prompts/:id",
    { schema: { params: idParamsSchema, body: promptUpdateSchema } },
    async (request) => toPrompt(await changePrompt(db, ctx.clock, request.params.id, request.body)),
  );

  routes.delete("/prompts/:id", { schema: { params: idParamsSchema } }, async (request) =>
    toPrompt(await removePrompt(db, request.params.id)),
  );

  routes.get("/prompts/:id/history", { schema: { params: idParamsSchema } }, async (request) => {
    if (!(await findPromptById(db, request.params.id))) throw AppError.notFound("Prompt not found");
    return (await listPromptHistory(db, request.params.id)).map(toPromptHistoryEntry);
  });

  routes.post(
    "/prompts/:id/rollback",
    { schema: { params: idParamsSchema, body: promptRollbackSchema } },
    async (request) => toPrompt(await rollbackPrompt(db, ctx.clock, request.params.id, request.body.version)),
  );

  routes.get("/models", async () => ({ data: await modelsForPickers(ctx.messaging.catalog) }));
}
