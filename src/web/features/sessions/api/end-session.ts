import { adminSessionsApi } from "@shared/api/admin-sessions";
import { useQueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api";
import { callApi } from "@/lib/call-api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { sessionKeys } from "./sessions-keys";

export const endSession = (id: string) => callApi(adminSessionsApi.end, { params: { id } });

/** Signs one of the admin's other sessions out; its browser's next request answers 401. */
export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useToastMutation({
    mutationFn: endSession,
    invalidates: () => [sessionKeys.all],
    success: () => ({ title: "Session ended", description: "That browser is signed out." }),
    failure: (error) => {
      showReasonedErrorToast(error, "Failed to end the session. Please try again.");
      // Already gone (ended from another tab, or timed out): reload so its row goes too.
      if (isApiError(error, 404)) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
};
