import { promptsApi } from "@shared/api/prompts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { promptKeys } from "./prompts-keys";

export const getPromptHistory = (promptId: number) =>
  callApi(promptsApi.history, { params: { id: promptId } });

/** Earlier versions, newest first; fetched each time the dialog opens. */
export const promptHistoryQueryOptions = (promptId: number) =>
  queryOptions({
    queryKey: promptKeys.history(promptId),
    queryFn: () => getPromptHistory(promptId),
    refetchOnMount: "always",
  });

export const usePromptHistory = (promptId: number) => useQuery(promptHistoryQueryOptions(promptId));
