import type { FastifyInstance } from "fastify";
import { advertisersApi } from "../../../shared/api/advertisers.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/** The Advertisers screen and the heading of one advertiser's advertisements. */
export async function advertisersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { advertisers } = ctx.services;
  routeFromContract(app, advertisersApi.list, () => advertisers.list());
  routeFromContract(app, advertisersApi.create, ({ body }) => advertisers.create(body));
  routeFromContract(app, advertisersApi.get, ({ params }) => advertisers.get(params.id));
  // The form sends the id in the body too (spec 001 section 7); the path's id is the one used.
  // The body's id is the form's echo of the path's; only the path's counts.
  routeFromContract(app, advertisersApi.update, ({ params, body: { id: _echo, ...input } }) =>
    advertisers.change(params.id, input),
  );
}
