import type { Prompt } from "@shared/prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { api } from "@/lib/api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { promptKeys } from "./prompts-keys";

export interface RollbackPrompt {
  id: number;
  version: number;
}

export const rollbackPrompt = ({ id, version }: RollbackPrompt) =>
  api.post<Prompt>(`/api/admin/prompts/${id}/rollback`, { version });

export const useRollbackPrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollbackPrompt,
    onSuccess: (prompt, { version }) => {
      void queryClient.invalidateQueries({ queryKey: promptKeys.all });
      toast({
        title: "Prompt rolled back",
        description: `Version ${prompt.version} holds the content of version ${version}.`,
      });
    },
    onError: (error) => showReasonedErrorToast(error, "Failed to rollback prompt. Please try again."),
  });
};
