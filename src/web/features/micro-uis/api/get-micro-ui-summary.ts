import { microUisApi } from "@shared/api/micro-uis";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { microUiKeys } from "./micro-uis-keys";

/** "Active Today" starts at midnight where the operator is, so the browser's zone goes along. */
export const getMicroUiSummary = () =>
  callApi(microUisApi.summary, { query: { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone } });

export const microUiSummaryQueryOptions = () =>
  queryOptions({ queryKey: microUiKeys.summary(), queryFn: getMicroUiSummary });

export const useMicroUiSummary = () => useQuery(microUiSummaryQueryOptions());
