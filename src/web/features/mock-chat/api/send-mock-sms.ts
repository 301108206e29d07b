import { mockChatApi } from "@shared/api/mock-chat";
import type { Channel } from "@shared/channels";
import { MOCK_CHAT_USER_PHONE } from "@shared/mock-chat";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { isApiError } from "@/lib/api";
import { callApi } from "@/lib/call-api";
import { mockChatKeys } from "./mock-chat-keys";
import { uploadMockMedia } from "./upload-mock-media";

/** Spec 000 section 9: the thread is refetched 1 s after a send. */
export const MOCK_CHAT_REFETCH_AFTER_SEND_MS = 1000;

export interface MockSmsInput {
  from: string;
  body: string;
  channel: Channel;
  /** Ids of attachments uploaded first (uploadMockMedia). */
  media: string[];
}

/** What the composer sends: the text, and the files attached to it in order. */
export interface MockText {
  body: string;
  files: File[];
}

/** Only accepts the message; the assistant answers later, so the reply shows up through polling. */
export const sendMockSms = (input: MockSmsInput) => callApi(mockChatApi.send, { body: input });

/** Uploads the attachments one at a time (each up to 8 MB), then sends the text naming them. */
async function sendMockText({ body, files }: MockText, channel: Channel) {
  const media: string[] = [];
  for (const file of files) media.push((await uploadMockMedia(file)).id);
  return sendMockSms({ from: MOCK_CHAT_USER_PHONE, body, channel, media });
}

/**
 * The outcome is handled here rather than by the caller because mutation-level callbacks still run
 * when the panel is closed mid-send, so a failure is never silent.
 */
export const useSendMockSms = (channel: Channel) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: MockText) => sendMockText(text, channel),
    onSuccess: () => {
      // By then the server has usually stored the message (and often the reply), so it appears
      // sooner than the next 3 s poll would show it.
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: mockChatKeys.thread(channel) });
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
