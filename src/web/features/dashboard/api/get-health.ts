import { publicApi } from "@shared/api/public";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { dashboardKeys } from "./dashboard-keys";

/** How often the dashboard asks while it is open: the spool drains within seconds once the database is back. */
const HEALTH_POLL_MS = 5000;

export const getHealth = () => callApi(publicApi.health);

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.health,
    queryFn: getHealth,
    refetchInterval: HEALTH_POLL_MS,
  });

export const useHealth = () => useQuery(healthQueryOptions());
