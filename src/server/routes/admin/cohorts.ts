import type { FastifyInstance } from "fastify";
import { cohortsApi } from "../../../shared/api/cohorts.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/** The announcement dialog's cohort picker: users each cohort reaches, for every cohort key. */
export async function cohortsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  routeFromContract(app, cohortsApi.stats, () => ctx.services.announcements.cohortStats());
}
