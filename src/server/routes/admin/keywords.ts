import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listKeywords } from "../../../db/repositories/keywords.js";
import { changeKeyword, createKeyword, deactivateKeyword } from "../../../domain/keywords/manage-keywords.js";
import { keywordInputSchema } from "../../../shared/keywords.js";
import type { AppContext } from "../../context.js";
import { toKeyword } from "../../presenters/keywords.js";
import { idParamsSchema } from "./id-param.js";

/** The Keywords screen. DELETE disables: the keyword stays listed as Inactive and stops answering. */
export async function keywordsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  routes.get("/keywords", async () => (await listKeywords(db)).map(toKeyword));

  routes.post("/keywords", { schema: { body: keywordInputSchema } }, async (request, reply) =>
    reply.status(201).send(toKeyword(await createKeyword(db, request.body))),
  );

  routes.put(
    "/keywords/:id",
    { schema: { params: idParamsSchema, body: keywordInputSchema } },
    async (request) => toKeyword(await changeKeyword(db, request.params.id, request.body)),
  );

  routes.delete("/keywords/:id", { schema: { params: idParamsSchema } }, async (request) =>
    toKeyword(await deactivateKeyword(db, request.params.id)),
  );
}
