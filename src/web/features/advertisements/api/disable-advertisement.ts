import type { Advertisement } from "@shared/advertisements";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { actionErrorMessage } from "@/lib/action-error";
import { api } from "@/lib/api";
import { showErrorToast } from "@/lib/error-toast";
import { advertisementKeys } from "./advertisements-keys";

/** DELETE deactivates: the advertisement stays listed as Inactive. */
export const disableAdvertisement = (id: number) =>
  api.delete<Advertisement>(`/api/admin/advertisements/${id}`);

export const useDisableAdvertisement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableAdvertisement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: advertisementKeys.all });
      toast({ title: "Success", description: "Advertisement disabled successfully" });
    },
    onError: (error) =>
      showErrorToast(error, "Error", actionErrorMessage(error, "Failed to disable advertisement")),
  });
};
