import { usersApi } from "@shared/api/users";
import { ADMIN_PAGE_SIZE } from "@shared/list-query";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { userKeys } from "./users-keys";

export interface UsersPageQuery {
  search: string;
  /** 1-based. */
  page: number;
}

export const getUsers = ({ search, page }: UsersPageQuery) =>
  callApi(usersApi.list, { query: { search, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE } });

export const usersQueryOptions = (query: UsersPageQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => getUsers(query),
    // The current rows stay on screen while the next page or search loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });

/** One page of users matching the search, with the total count. */
export const useUsers = (query: UsersPageQuery) => useQuery(usersQueryOptions(query));
