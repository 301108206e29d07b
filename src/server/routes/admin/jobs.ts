import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../shared/api/id-param.js";
import { jobInputSchema } from "../../../shared/jobs.js";
import type { AppContext } from "../../context.js";

/**
 * Job Management (spec 001 sections 2.6 and 7): a job's name picks one of the built-in tasks. The
 * service wakes the scheduler after a save.
 */
export async function jobsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { jobs } = ctx.services;

  routes.get("/jobs", async () => jobs.list());

  routes.get("/jobs/tasks", async () => jobs.tasks());

  routes.post("/jobs", { schema: { body: jobInputSchema } }, async (request, reply) =>
    reply.status(201).send(await jobs.create(request.body)),
  );

  routes.put("/jobs/:id", { schema: { params: idParamsSchema, body: jobInputSchema } }, async (request) =>
    jobs.change(request.params.id, request.body),
  );

  routes.delete("/jobs/:id", { schema: { params: idParamsSchema } }, async (request, reply) => {
    await jobs.remove(request.params.id);
    return reply.status(204).send();
  });
}
