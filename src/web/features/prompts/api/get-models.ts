import { promptsApi } from "@shared/api/prompts";
import { type AiModel, FALLBACK_MODELS } from "@shared/prompts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { promptKeys } from "./prompts-keys";

export const getModels = async () => (await callApi(promptsApi.models)).data;

export const modelsQueryOptions = () =>
  queryOptions({
    queryKey: promptKeys.models,
    queryFn: getModels,
    // The server caches the provider's list for an hour; asking more often gains nothing.
    staleTime: 60 * 60 * 1000,
  });

/** Spec 001 section 9: an empty list offers the fallback models, whoever left it empty. */
const orFallback = (models: AiModel[]): readonly AiModel[] => (models.length > 0 ? models : FALLBACK_MODELS);

/** The models the prompt dialog offers: the provider's list, or the fallback. */
export const useModels = () => useQuery({ ...modelsQueryOptions(), select: orFallback });
