import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";

/**
 * Spec 000 section 7: no automatic retries, data never goes stale, no refetch on window focus.
 * `onError` sees every failed query and mutation, which is where cross-cutting rules such as
 * "a 401 sends you to the sign-in screen" live, instead of in each screen.
 */
export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
