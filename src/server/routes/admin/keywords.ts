import type { FastifyInstance } from "fastify";
import { keywordsApi } from "../../../shared/api/keywords.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/** The Keywords screen. DELETE disables: the keyword stays listed as Inactive and stops answering. */
export async function keywordsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { keywords } = ctx.services;
  routeFromContract(app, keywordsApi.list, () => keywords.list());
  routeFromContract(app, keywordsApi.create, ({ body }) => keywords.create(body));
  routeFromContract(app, keywordsApi.update, ({ params, body }) => keywords.change(params.id, body));
  routeFromContract(app, keywordsApi.deactivate, ({ params }) => keywords.deactivate(params.id));
}
