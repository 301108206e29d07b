import type { FastifyInstance } from "fastify";
import { systemNumbersApi } from "../../../shared/api/system-numbers.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/**
 * The System numbers screen. DELETE deactivates (the row stays, with its history) as on the other
 * console screens; PATCH {is_active: true} turns a number back on.
 */
export async function systemNumbersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { systemNumbers } = ctx.services;
  routeFromContract(app, systemNumbersApi.list, () => systemNumbers.list());
  routeFromContract(app, systemNumbersApi.create, ({ body }) => systemNumbers.add(body));
  routeFromContract(app, systemNumbersApi.update, ({ params, body }) =>
    systemNumbers.change(params.id, body),
  );
  routeFromContract(app, systemNumbersApi.deactivate, ({ params }) => systemNumbers.deactivate(params.id));
}
