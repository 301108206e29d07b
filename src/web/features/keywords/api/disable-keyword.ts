import type { Keyword } from "@shared/keywords";
import { actionErrorMessage } from "@/lib/action-error";
import { api } from "@/lib/api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { keywordKeys } from "./keywords-keys";

/** DELETE deactivates: the keyword stays listed as Inactive and no longer answers. */
export const disableKeyword = (id: number) => api.delete<Keyword>(`/api/admin/keywords/${id}`);

export const useDisableKeyword = () =>
  useToastMutation({
    mutationFn: disableKeyword,
    invalidates: () => [keywordKeys.all],
    success: () => ({ title: "Success", description: "Keyword disabled successfully" }),
    failure: (error) =>
      showErrorToast(error, "Error", actionErrorMessage(error, "Failed to disable keyword")),
  });
