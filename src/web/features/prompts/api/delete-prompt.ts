import type { Prompt } from "@shared/prompts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { api } from "@/lib/api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { promptKeys } from "./prompts-keys";

export const deletePrompt = (id: number) => api.delete<Prompt>(`/api/admin/prompts/${id}`);

export const useDeletePrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrompt,
    onSuccess: (prompt) => {
      void queryClient.invalidateQueries({ queryKey: promptKeys.all });
      toast({ title: "Prompt deleted", description: prompt.type });
    },
    // The system prompt is refused with a reason worth reading.
    onError: (error) => showReasonedErrorToast(error, "Failed to delete prompt. Please try again."),
  });
};
