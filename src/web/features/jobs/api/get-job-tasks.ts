import type { JobTask } from "@shared/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const getJobTasks = () => api.get<JobTask[]>("/api/admin/jobs/tasks");

export const jobTasksQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "jobs", "tasks"] as const, queryFn: getJobTasks });

/** The built-in tasks a job's name can select, offered as suggestions in the job dialog. */
export const useJobTasks = () => useQuery(jobTasksQueryOptions());
