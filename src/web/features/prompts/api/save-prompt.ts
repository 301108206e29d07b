import { promptsApi } from "@shared/api/prompts";
import type { PromptCreate, PromptUpdate } from "@shared/prompts";
import { callApi } from "@/lib/call-api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { promptKeys } from "./prompts-keys";

/** Create (with a type) or update (a new version; the type stays). */
export type SavePrompt = { id?: undefined; input: PromptCreate } | { id: number; input: PromptUpdate };

export const savePrompt = ({ id, input }: SavePrompt) =>
  id === undefined
    ? callApi(promptsApi.create, { body: input })
    : callApi(promptsApi.update, { params: { id }, body: input });

export const useSavePrompt = () =>
  useToastMutation({
    mutationFn: savePrompt,
    // Also refreshes this prompt's history, which just gained the previous version.
    invalidates: () => [promptKeys.all],
    success: (prompt, { id }) => ({
      title: id === undefined ? "Prompt created" : "Prompt updated",
      description: id === undefined ? prompt.type : `${prompt.type} is now version ${prompt.version}.`,
    }),
    failure: (error, { id }) =>
      showReasonedErrorToast(
        error,
        id === undefined
          ? "Failed to create prompt. Please try again."
          : "Failed to update prompt. Please try again.",
      ),
  });
