import { mockChatApi } from "@shared/api/mock-chat";
import { MOCK_CHAT_USER_PHONE } from "@shared/mock-chat";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { isApiError } from "@/lib/api";
import { callApi } from "@/lib/call-api";
import { mockChatKeys } from "./mock-chat-keys";

/** Spec 000 section 9: the thread is refetched 1 s after a send. */
export const MOCK_CHAT_REFETCH_AFTER_SEND_MS = 1000;

export interface MockSmsInput {
  from: string;
  body: string;
}

/** Only accepts the message; the assistant answers later, so the reply shows up through polling. */
export const sendMockSms = (input: MockSmsInput) => callApi(mockChatApi.send, { body: input });

/**
 * The outcome is handled here rather than by the caller because mutation-level callbacks still run
 * when the panel is closed mid-send, so a failure is never silent.
 */
export const useSendMockSms = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMockSms({ from: MOCK_CHAT_USER_PHONE, body }),
    onSuccess: () => {
      // By then the server has usually stored the message (and often the reply), so it appears
      // sooner than the next 3 s poll would show it.
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: mockChatKeys.thread });
      }, MOCK_CHAT_REFETCH_AFTER_SEND_MS);
    },
    onError: (error) => {
      // After a 401 the query client already shows 'Authentication Required'; with one toast at a
      // time this one would replace it.
      if (isApiError(error, 401)) return;
      toast({ variant: "destructive", title: "Error", description: "Failed to send message." });
    },
  });
};
