import type { FastifyInstance } from "fastify";
import { remindersApi } from "../../../shared/api/reminders.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/** A person's reminders, listed in their details on the Users screen. */
export async function remindersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  routeFromContract(app, remindersApi.forUser, ({ params }) => ctx.services.reminders.forUser(params.id));
}
