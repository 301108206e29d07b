import type { FastifyInstance } from "fastify";
import { referralCodesApi } from "../../../shared/api/referral-codes.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/**
 * The Referral codes screen: every user has a code, so the list is paged and searched on the
 * server (code or owner phone; total in X-Total-Count). DELETE deactivates; PATCH reactivates or
 * changes a system code's limit.
 */
export async function referralCodesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { referralCodes } = ctx.services;
  routeFromContract(app, referralCodesApi.list, ({ query }) => referralCodes.list(query));
  routeFromContract(app, referralCodesApi.create, ({ body }) => referralCodes.create(body));
  routeFromContract(app, referralCodesApi.update, ({ params, body }) =>
    referralCodes.change(params.id, body),
  );
  routeFromContract(app, referralCodesApi.deactivate, ({ params }) => referralCodes.deactivate(params.id));
}
