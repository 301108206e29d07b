import type { FastifyInstance } from "fastify";
import { cohortStats } from "../../../domain/scheduling/cohorts.js";
import type { AppContext } from "../../context.js";

/** The announcement dialog's cohort picker: users each cohort reaches, for every cohort key. */
export async function cohortsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get("/cohorts/stats", async () => cohortStats(ctx.database.db, ctx.clock.now()));
}
