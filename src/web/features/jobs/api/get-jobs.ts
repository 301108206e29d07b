import { jobsApi } from "@shared/api/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { jobKeys } from "./jobs-keys";

export const getJobs = () => callApi(jobsApi.list);

/** Runs change Last run and Next run on their own, so the cards refresh every half minute. */
export const jobsQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.all, queryFn: getJobs, refetchInterval: 30_000 });

export const useJobs = () => useQuery(jobsQueryOptions());
