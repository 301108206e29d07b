import { threadsApi } from "@shared/api/threads";
import { actionErrorMessage } from "@/lib/action-error";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { invalidatedByHandover, showHandedOverThread } from "./thread-handover-cache";

export const handBackThread = (threadId: number) => callApi(threadsApi.handBack, { params: { threadId } });

/** The assistant answers in the thread again; Needs a person is cleared too. */
export const useHandBackThread = () =>
  useToastMutation({
    mutationFn: handBackThread,
    updateCache: showHandedOverThread,
    invalidates: invalidatedByHandover,
    success: () => ({
      title: "Thread handed back",
      description: "The assistant answers in this thread again.",
    }),
    failure: (error) =>
      showErrorToast(error, "Error", actionErrorMessage(error, "Failed to hand the thread back")),
  });
