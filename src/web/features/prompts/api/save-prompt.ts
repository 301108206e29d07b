import type { Prompt, PromptCreate, PromptUpdate } from "@shared/prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { api } from "@/lib/api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { promptKeys } from "./prompts-keys";

/** Create (with a type) or update (a new version; the type stays). */
export type SavePrompt = { id?: undefined; input: PromptCreate } | { id: number; input: PromptUpdate };

export const savePrompt = ({ id, input }: SavePrompt) =>
  id === undefined
    ? api.post<Prompt>("/api/admin/prompts", input)
    : api.put<Prompt>(`/api/admin/prompts/${id}`, input);

export const useSavePrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrompt,
    onSuccess: (prompt, { id }) => {
      // Also refreshes this prompt's history, which just gained the previous version.
      void queryClient.invalidateQueries({ queryKey: promptKeys.all });
      toast({
        title: id === undefined ? "Prompt created" : "Prompt updated",
        description: id === undefined ? prompt.type : `${prompt.type} is now version ${prompt.version}.`,
      });
    },
    onError: (error, { id }) =>
      showReasonedErrorToast(
        error,
        id === undefined
          ? "Failed to create prompt. Please try again."
          : "Failed to update prompt. Please try again.",
      ),
  });
};
