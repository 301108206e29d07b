import { cohortsApi } from "@shared/api/cohorts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { announcementKeys } from "./announcements-keys";

export const getCohortStats = () => callApi(cohortsApi.stats);

export const cohortStatsQueryOptions = () =>
  queryOptions({
    queryKey: announcementKeys.cohortStats,
    queryFn: getCohortStats,
    // Cohorts change as people text; a minute-old count is close enough for "Will reach N users".
    staleTime: 60_000,
  });

/** Users per cohort, for the table's counts and the dialog's picker. */
export const useCohortStats = () => useQuery(cohortStatsQueryOptions());
