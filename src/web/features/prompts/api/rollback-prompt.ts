import { promptsApi } from "@shared/api/prompts";
import { callApi } from "@/lib/call-api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { promptKeys } from "./prompts-keys";

export interface RollbackPrompt {
  id: number;
  version: number;
}

export const rollbackPrompt = ({ id, version }: RollbackPrompt) =>
  callApi(promptsApi.rollback, { params: { id }, body: { version } });

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
