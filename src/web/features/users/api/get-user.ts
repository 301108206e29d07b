import { usersApi } from "@shared/api/users";
import type { AdminUser } from "@shared/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { userKeys } from "./users-keys";

export const getUser = (id: number) => callApi(usersApi.get, { params: { id } });

export const userQueryOptions = (id: number, initialData?: AdminUser) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: () => getUser(id),
    // The row the operator clicked is shown at once; the fresh copy replaces it when it arrives.
    initialData,
    initialDataUpdatedAt: 0,
    refetchOnMount: "always",
  });

/** One user for the detail dialog. */
export const useUser = (id: number, initialData?: AdminUser) => useQuery(userQueryOptions(id, initialData));
