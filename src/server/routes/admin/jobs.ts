import type { FastifyInstance } from "fastify";
import { jobsApi } from "../../../shared/api/jobs.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/**
 * Job Management (spec 001 sections 2.6 and 7): a job's name picks one of the built-in tasks. The
 * service wakes the scheduler after a save.
 */
export async function jobsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { jobs } = ctx.services;
  routeFromContract(app, jobsApi.list, () => jobs.list());
  routeFromContract(app, jobsApi.tasks, async () => jobs.tasks());
  routeFromContract(app, jobsApi.create, ({ body }) => jobs.create(body));
  routeFromContract(app, jobsApi.update, ({ params, body }) => jobs.change(params.id, body));
  routeFromContract(app, jobsApi.remove, async ({ params }) => {
    await jobs.remove(params.id);
    return undefined;
  });
}
