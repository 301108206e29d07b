import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { countUsers, findUserWithThreadCount, listUsers } from "../../../db/repositories/users.js";
import { AppError } from "../../../domain/app-error.js";
import { updateUserFlags, upgradeToPremium } from "../../../domain/users/manage-user.js";
import { resetUser } from "../../../domain/users/reset-user.js";
import { listQuerySchema, TOTAL_COUNT_HEADER } from "../../../shared/list-query.js";
import { userUpdateSchema } from "../../../shared/users.js";
import type { AppContext } from "../../context.js";
import { toAdminUser } from "../../presenters/users.js";
import { idParamsSchema } from "./id-param.js";

/** The Users screen: paged search, details, team flag, upgrade and reset. */
export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  routes.get("/users", { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const [rows, total] = await Promise.all([
      listUsers(db, request.query),
      countUsers(db, request.query.search),
    ]);
    reply.header(TOTAL_COUNT_HEADER, total);
    return rows.map(toAdminUser);
  });

  routes.get("/users/:id", { schema: { params: idParamsSchema } }, async (request) => {
    const user = await findUserWithThreadCount(db, request.params.id);
    if (!user) throw AppError.notFound("User not found");
    return toAdminUser(user);
  });

  routes.patch(
    "/users/:id",
    { schema: { params: idParamsSchema, body: userUpdateSchema } },
    async (request) => toAdminUser(await updateUserFlags(db, request.params.id, request.body)),
  );

  routes.post("/users/:id/reset", { schema: { params: idParamsSchema } }, async (request) =>
    toAdminUser(await resetUser(db, request.params.id)),
  );

  routes.post("/users/:id/upgrade", { schema: { params: idParamsSchema } }, async (request) =>
    toAdminUser(await upgradeToPremium(db, request.params.id)),
  );
}
