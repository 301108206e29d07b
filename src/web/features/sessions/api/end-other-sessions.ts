import { adminSessionsApi } from "@shared/api/admin-sessions";
import { callApi } from "@/lib/call-api";
import { showReasonedErrorToast } from "@/lib/reasoned-error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { sessionKeys } from "./sessions-keys";

export const endOtherSessions = () => callApi(adminSessionsApi.endOthers);

/** Signs out every session of the admin but this browser's. */
export const useEndOtherSessions = () =>
  useToastMutation({
    mutationFn: endOtherSessions,
    invalidates: () => [sessionKeys.all],
    success: ({ ended }) => ({
      title: `Ended ${ended} other ${ended === 1 ? "session" : "sessions"}`,
      description: "Only this browser is still signed in.",
    }),
    failure: (error) => showReasonedErrorToast(error, "Failed to end the other sessions. Please try again."),
  });
