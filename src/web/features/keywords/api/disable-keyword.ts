import type { Keyword } from "@shared/keywords";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { actionErrorMessage } from "@/lib/action-error";
import { api } from "@/lib/api";
import { showErrorToast } from "@/lib/error-toast";
import { keywordKeys } from "./keywords-keys";

/** DELETE deactivates: the keyword stays listed as Inactive and no longer answers. */
export const disableKeyword = (id: number) => api.delete<Keyword>(`/api/admin/keywords/${id}`);

export const useDisableKeyword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableKeyword,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keywordKeys.all });
      toast({ title: "Success", description: "Keyword disabled successfully" });
    },
    onError: (error) =>
      showErrorToast(error, "Error", actionErrorMessage(error, "Failed to disable keyword")),
  });
};
