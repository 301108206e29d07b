import type { AiModel } from "@shared/prompts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const getModels = async () => (await api.get<{ data: AiModel[] }>("/api/admin/models")).data;

export const modelsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "models"] as const,
    queryFn: getModels,
    // The server caches the provider's list for an hour; asking more often gains nothing.
    staleTime: 60 * 60 * 1000,
  });

/** The models the prompt dialog offers: the provider's list, or the fallback the server chose. */
export const useModels = () => useQuery(modelsQueryOptions());
