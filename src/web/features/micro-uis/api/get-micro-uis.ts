import { microUisApi } from "@shared/api/micro-uis";
import { ADMIN_PAGE_SIZE } from "@shared/list-query";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { isApiError } from "@/lib/api";
import { callApi } from "@/lib/call-api";
import { microUiKeys } from "./micro-uis-keys";

export interface MicroUisPageQuery {
  search: string;
  /** 1-based. */
  page: number;
}

/**
 * One page of micro UIs. A failure reads "Failed to fetch: {status}" (spec 001 section 8); a 401
 * stays an ApiError so the console still sends the operator to sign in.
 */
export async function getMicroUis({ search, page }: MicroUisPageQuery) {
  const query = { search, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE };
  try {
    return await callApi(microUisApi.list, { query });
  } catch (error) {
    if (isApiError(error) && error.status !== 401) throw new Error(`Failed to fetch: ${error.status}`);
    throw error;
  }
}

export const microUisQueryOptions = (query: MicroUisPageQuery) =>
  queryOptions({
    queryKey: microUiKeys.list(query),
    queryFn: () => getMicroUis(query),
    placeholderData: keepPreviousData,
  });

export const useMicroUis = (query: MicroUisPageQuery) => useQuery(microUisQueryOptions(query));
