import { promptsApi } from "@shared/api/prompts";
import { callApi } from "@/lib/call-api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { promptKeys } from "./prompts-keys";

export const deletePrompt = (id: number) => callApi(promptsApi.remove, { params: { id } });

export const useDeletePrompt = () =>
  useToastMutation({
    mutationFn: deletePrompt,
    invalidates: () => [promptKeys.all],
    success: (prompt) => ({ title: "Prompt deleted", description: prompt.type }),
    // The system prompt is refused with a reason worth reading.
    failure: (error) => showReasonedErrorToast(error, "Failed to delete prompt. Please try again."),
  });
