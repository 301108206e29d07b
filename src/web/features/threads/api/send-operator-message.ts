import { threadsApi } from "@shared/api/threads";
import type { OperatorMessage } from "@shared/threads";
import { useEffect, useRef } from "react";
import { actionErrorMessage } from "@/lib/action-error";
import { callApi } from "@/lib/call-api";
import { showErrorToast } from "@/lib/error-toast";
import { useToastMutation } from "@/lib/use-toast-mutation";
import { mergeThreadMessages } from "../merge-thread-messages";
import { threadMessagesQueryOptions } from "./get-thread-messages";
import { threadKeys } from "./threads-keys";

/** 201 with the stored message; 400 when blank or too long, 409 when the person cannot be messaged. */
export const sendOperatorMessage = (threadId: number, message: OperatorMessage) =>
  callApi(threadsApi.sendMessage, { params: { threadId }, body: message });

/** Why a send failed, as the composer shows it: the server's own words for a refusal (the 409's verbatim). */
export const sendFailureMessage = (error: unknown) => actionErrorMessage(error, "Failed to send the message");

/**
 * An operator's message in the open thread. It shows in the thread as soon as the server stored it;
 * the live poll then brings its delivery status and the thread's new hand-back time. A failure is
 * shown in the composer, under the text kept for another try; only when the dialog has been closed
 * in the meantime does a toast say so, so a failure is never silent.
 */
export function useSendOperatorMessage(threadId: number) {
  const composerShown = useRef(false);
  useEffect(() => {
    composerShown.current = true;
    return () => {
      composerShown.current = false;
    };
  }, []);
  return useToastMutation({
    mutationFn: (message: OperatorMessage) => sendOperatorMessage(threadId, message),
    updateCache: (queryClient, message) =>
      queryClient.setQueryData(
        threadMessagesQueryOptions(threadId).queryKey,
        (page) => page && mergeThreadMessages(page, [message]),
      ),
    invalidates: () => [threadKeys.live(threadId), threadKeys.lists()],
    failure: (error) => {
      if (!composerShown.current) showErrorToast(error, "Message not sent", sendFailureMessage(error));
    },
  });
}
