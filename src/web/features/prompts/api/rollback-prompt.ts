import type { Prompt } from "@shared/prompts";
import { api } from "@/lib/api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { promptKeys } from "./prompts-keys";

export interface RollbackPrompt {
  id: number;
  version: number;
}

export const rollbackPrompt = ({ id, version }: RollbackPrompt) =>
  api.post<Prompt>(`/api/admin/prompts/${id}/rollback`, { version });

export const useRollbackPrompt = () =>
  useToastMutation({
    mutationFn: rollbackPrompt,
    invalidates: () => [promptKeys.all],
    success: (prompt, { version }) => ({
      title: "Prompt rolled back",
      description: `Version ${prompt.version} holds the content of version ${version}.`,
    }),
    failure: (error) => showReasonedErrorToast(error, "Failed to rollback prompt. Please try again."),
  });
