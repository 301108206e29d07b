import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listSystemNumbers } from "../../../db/repositories/system-numbers.js";
import { addSystemNumber, changeSystemNumber } from "../../../domain/system-numbers/manage-system-numbers.js";
import { systemNumberCreateSchema, systemNumberUpdateSchema } from "../../../shared/system-numbers.js";
import type { AppContext } from "../../context.js";
import { toSystemNumber } from "../../presenters/system-numbers.js";
import { idParamsSchema } from "./id-param.js";

/**
 * The System numbers screen. DELETE deactivates (the row stays, with its history) as on the other
 * console screens; PATCH {is_active: true} turns a number back on.
 */
export async function systemNumbersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  routes.get("/system-numbers", async () => (await listSystemNumbers(db)).map(toSystemNumber));

  routes.post("/system-numbers", { schema: { body: systemNumberCreateSchema } }, async (request, reply) => {
    const row = await addSystemNumber(db, request.body);
    return reply.status(201).send(toSystemNumber(row));
  });

  routes.patch(
    "/system-numbers/:id",
    { schema: { params: idParamsSchema, body: systemNumberUpdateSchema } },
    async (request) => toSystemNumber(await changeSystemNumber(db, request.params.id, request.body)),
  );

  routes.delete("/system-numbers/:id", { schema: { params: idParamsSchema } }, async (request) =>
    toSystemNumber(await changeSystemNumber(db, request.params.id, { is_active: false })),
  );
}
