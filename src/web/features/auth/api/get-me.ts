import type { AdminIdentity } from "@shared/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export interface MeResponse {
  admin: AdminIdentity;
}

export const getMe = () => api.get<MeResponse>("/api/admin/me");

export const meQueryOptions = () => queryOptions({ queryKey: ["admin", "me"], queryFn: getMe });

/** The signed-in administrator; a 401 here is what sends a visitor without a session to sign-in. */
export const useMe = () => useQuery(meQueryOptions());
