import type { PromptHistoryEntry } from "@shared/prompts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { promptsQueryKey } from "./get-prompts";

export const getPromptHistory = (promptId: number) =>
  api.get<PromptHistoryEntry[]>(`/api/admin/prompts/${promptId}/history`);

export const promptHistoryQueryKey = (promptId: number) => [...promptsQueryKey, promptId, "history"] as const;

/** Earlier versions, newest first; fetched each time the dialog opens. */
export const promptHistoryQueryOptions = (promptId: number) =>
  queryOptions({
    queryKey: promptHistoryQueryKey(promptId),
    queryFn: () => getPromptHistory(promptId),
    refetchOnMount: "always",
  });

export const usePromptHistory = (promptId: number) => useQuery(promptHistoryQueryOptions(promptId));
