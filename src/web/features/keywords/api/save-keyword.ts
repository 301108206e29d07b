import { keywordsApi } from "@shared/api/keywords";
import type { KeywordInput } from "@shared/keywords";
import { actionErrorMessage } from "@/lib/action-error";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { keywordKeys } from "./keywords-keys";

/** Create when there is no id, update otherwise. */
export interface SaveKeyword {
  id?: number;
  input: KeywordInput;
}

export const saveKeyword = ({ id, input }: SaveKeyword) =>
  id === undefined
    ? callApi(keywordsApi.create, { body: input })
    : callApi(keywordsApi.update, { params: { id }, body: input });

export const useSaveKeyword = () =>
  useToastMutation({
    mutationFn: saveKeyword,
    invalidates: () => [keywordKeys.all],
    success: (_keyword, { id }) => ({
      title: "Success",
      description: id === undefined ? "Keyword created successfully" : "Keyword updated successfully",
    }),
    // A duplicate word comes back as the server's message, which says which one.
    failure: (error, { id }) =>
      showErrorToast(
        error,
        "Error",
        actionErrorMessage(error, id === undefined ? "Failed to create keyword" : "Failed to update keyword"),
      ),
  });
