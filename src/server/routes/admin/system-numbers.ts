import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../shared/api/id-param.js";
import { systemNumberCreateSchema, systemNumberUpdateSchema } from "../../../shared/system-numbers.js";
import type { AppContext } from "../../context.js";

/**
 * The System numbers screen. DELETE deactivates (the row stays, with its history) as on the other
 * console screens; PATCH {is_active: true} turns a number back on.
 */
export async function systemNumbersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { systemNumbers } = ctx.services;

  routes.get("/system-numbers", async () => systemNumbers.list());

  routes.post("/system-numbers", { schema: { body: systemNumberCreateSchema } }, async (request, reply) =>
    reply.status(201).send(await systemNumbers.add(request.body)),
  );

  routes.patch(
    "/system-numbers/:id",
    { schema: { params: idParamsSchema, body: systemNumberUpdateSchema } },
    async (request) => systemNumbers.change(request.params.id, request.body),
  );

  routes.delete("/system-numbers/:id", { schema: { params: idParamsSchema } }, async (request) =>
    systemNumbers.deactivate(request.params.id),
  );
}
