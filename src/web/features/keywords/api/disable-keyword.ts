import { keywordsApi } from "@shared/api/keywords";
import { actionErrorMessage } from "@/lib/action-error";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { keywordKeys } from "./keywords-keys";

/** DELETE deactivates: the keyword stays listed as Inactive and no longer answers. */
export const disableKeyword = (id: number) => callApi(keywordsApi.deactivate, { params: { id } });

export const useDisableKeyword = () =>
  useToastMutation({
    mutationFn: disableKeyword,
    invalidates: () => [keywordKeys.all],
    success: () => ({ title: "Success", description: "Keyword disabled successfully" }),
    failure: (error) =>
      showErrorToast(error, "Error", actionErrorMessage(error, "Failed to disable keyword")),
  });
