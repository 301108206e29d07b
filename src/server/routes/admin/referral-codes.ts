import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../shared/api/id-param.js";
import { listQuerySchema, TOTAL_COUNT_HEADER } from "../../../shared/list-query.js";
import { referralCodeCreateSchema, referralCodeUpdateSchema } from "../../../shared/referral-codes.js";
import type { AppContext } from "../../context.js";

/**
 * The Referral codes screen: every user has a code, so the list is paged and searched on the
 * server (code or owner phone; total in X-Total-Count). DELETE deactivates; PATCH reactivates or
 * changes a system code's limit.
 */
export async function referralCodesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { referralCodes } = ctx.services;

  routes.get("/referral-codes", { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const { items, total } = await referralCodes.list(request.query);
    reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });

  routes.post("/referral-codes", { schema: { body: referralCodeCreateSchema } }, async (request, reply) =>
    reply.status(201).send(await referralCodes.create(request.body)),
  );

  routes.patch(
    "/referral-codes/:id",
    { schema: { params: idParamsSchema, body: referralCodeUpdateSchema } },
    async (request) => referralCodes.change(request.params.id, request.body),
  );

  routes.delete("/referral-codes/:id", { schema: { params: idParamsSchema } }, async (request) =>
    referralCodes.deactivate(request.params.id),
  );
}
