import type { PromptHistoryEntry } from "@shared/prompts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { promptKeys } from "./prompts-keys";

export const getPromptHistory = (promptId: number) =>
  api.get<PromptHistoryEntry[]>(`/api/admin/prompts/${promptId}/history`);

/** Earlier versions, newest first; fetched each time the dialog opens. */
export const promptHistoryQueryOptions = (promptId: number) =>
  queryOptions({
    queryKey: promptKeys.history(promptId),
    queryFn: () => getPromptHistory(promptId),
    refetchOnMount: "always",
  });

export const usePromptHistory = (promptId: number) => useQuery(promptHistoryQueryOptions(promptId));
