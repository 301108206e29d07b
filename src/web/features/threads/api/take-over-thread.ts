import { threadsApi } from "@shared/api/threads";
import { actionErrorMessage } from "@/lib/action-error";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { invalidatedByHandover, showHandedOverThread } from "./thread-handover-cache";

/** Answers once no automatic answer of the thread is still on its way to the provider (up to ~10 s). */
export const takeOverThread = (threadId: number) => callApi(threadsApi.takeOver, { params: { threadId } });

/** Pauses the assistant in a thread for the signed-in operator (which also answers Needs a person). */
export const useTakeOverThread = () =>
  useToastMutation({
    mutationFn: takeOverThread,
    updateCache: showHandedOverThread,
    invalidates: invalidatedByHandover,
    success: () => ({
      title: "Thread taken over",
      description: "The assistant is paused in this thread until it is handed back.",
    }),
    failure: (error) =>
      showErrorToast(error, "Error", actionErrorMessage(error, "Failed to take over the thread")),
  });
