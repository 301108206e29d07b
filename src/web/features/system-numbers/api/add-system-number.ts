import type { SystemNumber, SystemNumberCreate } from "@shared/system-numbers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { api } from "@/lib/api";
import { showErrorToast } from "@/lib/error-toast";
import { systemNumberKeys } from "./system-numbers-keys";

export const addSystemNumber = (input: SystemNumberCreate) =>
  api.post<SystemNumber>("/api/admin/system-numbers", input);

export const useAddSystemNumber = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSystemNumber,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: systemNumberKeys.all });
      toast({ title: "System number added." });
    },
    // Spec 000 section 8, word for word; the form shows a duplicate's reason at the number.
    onError: (error) =>
      showErrorToast(
        error,
        "Failed to add system number",
        "An error occurred while adding the system number.",
      ),
  });
};
