import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listFilterSchema, listQuerySchema, TOTAL_COUNT_HEADER } from "../../../shared/list-query.js";
import { userUpdateSchema } from "../../../shared/users.js";
import type { AppContext } from "../../context.js";
import { sendCsv } from "./csv-reply.js";
import { idParamsSchema } from "./id-param.js";

/** The Users screen: paged search and its CSV export, details, team flag, upgrade and reset. */
export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { users } = ctx.services;

  routes.get("/users", { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const { items, total } = await users.list(request.query);
    reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });

  routes.get("/users/export.csv", { schema: { querystring: listFilterSchema } }, async (request, reply) =>
    sendCsv(reply, "users", ctx.clock.now(), await users.exportCsv(request.query)),
  );

  routes.get("/users/:id", { schema: { params: idParamsSchema } }, async (request) =>
    users.get(request.params.id),
  );

  routes.patch(
    "/users/:id",
    { schema: { params: idParamsSchema, body: userUpdateSchema } },
    async (request) => users.updateFlags(request.params.id, request.body),
  );

  routes.post("/users/:id/reset", { schema: { params: idParamsSchema } }, async (request) =>
    users.reset(request.params.id),
  );

  routes.post("/users/:id/upgrade", { schema: { params: idParamsSchema } }, async (request) =>
    users.upgrade(request.params.id),
  );
}
