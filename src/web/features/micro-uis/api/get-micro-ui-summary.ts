import { microUisApi } from "@shared/api/micro-uis";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { serviceTimeZone } from "@/lib/format";
import { microUiKeys } from "./micro-uis-keys";

/** "Active Today" starts at midnight in the service's zone, the zone every time in the console is shown in. */
export const getMicroUiSummary = () =>
  callApi(microUisApi.summary, { query: { timezone: serviceTimeZone() } });

export const microUiSummaryQueryOptions = () =>
  queryOptions({ queryKey: microUiKeys.summary(), queryFn: getMicroUiSummary });

export const useMicroUiSummary = () => useQuery(microUiSummaryQueryOptions());
