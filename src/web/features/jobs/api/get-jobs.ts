import type { Job } from "@shared/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { jobKeys } from "./jobs-keys";

export const getJobs = () => api.get<Job[]>("/api/admin/jobs");

/** Runs change Last run and Next run on their own, so the cards refresh every half minute. */
export const jobsQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.all, queryFn: getJobs, refetchInterval: 30_000 });

export const useJobs = () => useQuery(jobsQueryOptions());
