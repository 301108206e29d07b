import { z } from "zod";
import { jobTaskSchema } from "../job-tasks.js";
import { jobInputSchema, jobSchema } from "../jobs.js";
import { defineContract, noContentSchema } from "./contract.js";
import { idParamsSchema } from "./id-param.js";

const tag = "Jobs";

/** Job Management (spec 001 sections 2.6 and 7): a job's name picks one of the built-in tasks. */
export const jobsApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/jobs",
    auth: "admin",
    tag,
    summary: "Every scheduled job",
    response: z.array(jobSchema),
  }),
  tasks: defineContract({
    method: "GET",
    path: "/api/admin/jobs/tasks",
    auth: "admin",
    tag,
    summary: "The built-in tasks a job can run",
    response: z.array(jobTaskSchema),
  }),
  create: defineContract({
    method: "POST",
    path: "/api/admin/jobs",
    auth: "admin",
    tag,
    summary: "Schedule a job",
    body: jobInputSchema,
    response: jobSchema,
    status: 201,
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/admin/jobs/:id",
    auth: "admin",
    tag,
    summary: "Change a job's task, schedule or active flag",
    params: idParamsSchema,
    body: jobInputSchema,
    response: jobSchema,
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/admin/jobs/:id",
    auth: "admin",
    tag,
    summary: "Delete a job",
    params: idParamsSchema,
    response: noContentSchema,
    format: "none",
    status: 204,
  }),
};
