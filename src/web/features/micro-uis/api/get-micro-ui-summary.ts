import type { MicroUiSummary } from "@shared/micro-ui/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { withQuery } from "@/lib/url";
import { microUiKeys } from "./micro-uis-keys";

/** "Active Today" starts at midnight where the operator is, so the browser's zone goes along. */
export const getMicroUiSummary = () =>
  api.get<MicroUiSummary>(
    withQuery("/api/admin/micro-uis/summary", {
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
  );

export const microUiSummaryQueryOptions = () =>
  queryOptions({ queryKey: microUiKeys.summary(), queryFn: getMicroUiSummary });

export const useMicroUiSummary = () => useQuery(microUiSummaryQueryOptions());
