import type { FastifyInstance } from "fastify";
import { DateTime } from "luxon";
import { microUisApi } from "../../../shared/api/micro-uis.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/** The Micro UIs screen: a paged, searchable list (total in X-Total-Count) and its summary cards. */
export async function microUisAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { microUis } = ctx.services;
  routeFromContract(app, microUisApi.list, ({ query }) => microUis.list(query));
  // An unknown zone falls back to the server's (the contract only knows it is text).
  routeFromContract(app, microUisApi.summary, ({ query: { timezone } }) =>
    microUis.summary(
      timezone && DateTime.local().setZone(timezone).isValid ? timezone : ctx.env.DEFAULT_TIMEZONE,
    ),
  );
}
