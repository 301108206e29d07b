import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";

/** The announcement dialog's cohort picker: users each cohort reaches, for every cohort key. */
export async function cohortsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get("/cohorts/stats", async () => ctx.services.announcements.cohortStats());
}
