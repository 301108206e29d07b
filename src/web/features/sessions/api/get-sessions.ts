import { adminSessionsApi } from "@shared/api/admin-sessions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { sessionKeys } from "./sessions-keys";

export const getSessions = () => callApi(adminSessionsApi.list);

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: getSessions,
    // Unlike the console's other lists this one reloads whenever the page opens: a sign-in from
    // elsewhere since the last visit is exactly what an admin comes here to see.
    refetchOnMount: "always",
  });

export const useSessions = () => useQuery(sessionsQueryOptions());
