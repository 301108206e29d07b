import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listJobs } from "../../../db/repositories/jobs.js";
import { changeJob, createJob, removeJob } from "../../../domain/scheduling/manage-jobs.js";
import { JOB_TASKS, type JobTask } from "../../../shared/job-tasks.js";
import { jobInputSchema } from "../../../shared/jobs.js";
import type { AppContext } from "../../context.js";
import { toJob } from "../../presenters/jobs.js";
import { idParamsSchema } from "./id-param.js";

/** Job Management (spec 001 sections 2.6 and 7): a job's name picks one of the built-in tasks. */
export async function jobsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const jobClock = () => ({ now: ctx.clock.now(), timeZone: ctx.env.DEFAULT_TIMEZONE });
  const jobsChanged = () => ctx.scheduler.changed("jobs");

  routes.get("/jobs", async () => (await listJobs(db)).map(toJob));

  routes.get("/jobs/tasks", async (): Promise<JobTask[]> => [...JOB_TASKS]);

  routes.post("/jobs", { schema: { body: jobInputSchema } }, async (request, reply) => {
    const row = await createJob(db, jobClock(), request.body);
    await jobsChanged();
    return reply.status(201).send(toJob(row));
  });

  routes.put("/jobs/:id", { schema: { params: idParamsSchema, body: jobInputSchema } }, async (request) => {
    const row = await changeJob(db, jobClock(), request.params.id, request.body);
    await jobsChanged();
    return toJob(row);
  });

  routes.delete("/jobs/:id", { schema: { params: idParamsSchema } }, async (request, reply) => {
    await removeJob(db, request.params.id);
    return reply.status(204).send();
  });
}
