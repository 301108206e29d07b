import { authApi } from "@shared/api/auth";
import type { AdminIdentity } from "@shared/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { serviceTimeZone, setServiceTimeZone } from "@/lib/format";
import { authKeys } from "./auth-keys";

export interface MeResponse {
  admin: AdminIdentity;
  /** DEFAULT_TIMEZONE: the zone of schedules (announcement times, jobs) on this service. */
  default_timezone: string;
  /** REQUIRE_ADMIN_2FA: an admin without two-factor sign-in must turn it on first. */
  require_two_factor: boolean;
}

/** The session check; its answer sets the zone every time in the console is shown in. */
export const getMe = async () => {
  const me = await callApi(authApi.me);
  setServiceTimeZone(me.default_timezone);
  return me;
};

export const meQueryOptions = () => queryOptions({ queryKey: authKeys.me, queryFn: getMe });

/** The signed-in administrator; a 401 here is what sends a visitor without a session to sign-in. */
export const useMe = () => useQuery(meQueryOptions());

/** The service's timezone once the session check has answered (the shell waits for it), else the browser's. */
export function useServiceTimeZone(): string {
  const me = useMe();
  return me.data?.default_timezone ?? serviceTimeZone();
}
