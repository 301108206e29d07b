import type { Channel } from "@shared/channels";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMockChatThread } from "@/features/mock-chat/api/get-mock-chat-thread";
import { type MockText, useSendMockSms } from "@/features/mock-chat/api/send-mock-sms";
import { ChannelChoice } from "@/features/mock-chat/components/channel-choice";
import { Composer } from "@/features/mock-chat/components/composer";
import { MessageList } from "@/features/mock-chat/components/message-list";
import { isApiError } from "@/lib/api";

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 overflow-y-auto bg-slate-50 p-6 text-center text-sm text-balance text-slate-500">
      {children}
    </div>
  );
}

/** What the conversation area shows: loading, a failed first load, no thread, no messages, or the chat. */
function Conversation({ channel }: { channel: Channel }) {
  const thread = useMockChatThread(channel);

  // Data from an earlier poll beats an error from the latest one; the next poll may recover.
  if (thread.data) {
    if (thread.data.thread === null) return <Notice>Thread not found. Send a message to create one.</Notice>;
    if (thread.data.messages.length === 0) {
      return <Notice>No messages yet. Send a message to start the conversation.</Notice>;
    }
    return <MessageList messages={thread.data.messages} />;
  }

  // A 401 is the query client's business (toast and sign-in); anything else may pass, so offer a retry.
  if (thread.isError && !isApiError(thread.error, 401)) {
    return (
      <Notice>
        <p>Could not load the conversation.</p>
        <Button variant="outline" size="sm" onClick={() => thread.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }

  return (
    <Notice>
      <span role="status" className="flex items-center gap-2">
        <span
          className="size-4 animate-spin rounded-full border-2 border-slate-200 border-t-brand-600"
          aria-hidden
        />
        Loading messages…
      </span>
    </Notice>
  );
}

/**
 * Body of the mock chat window: the channel, the test phone's conversation with the system number on
 * it, and a composer.
 * Mounted only while the window is open, which is what keeps the closed chat from polling.
 */
export function MockChatPanel() {
  const [channel, setChannel] = useState<Channel>("sms");
  const sendMockSms = useSendMockSms(channel);

  function handleSend(text: MockText, onSent: () => void) {
    sendMockSms.mutate(text, { onSuccess: onSent });
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ChannelChoice channel={channel} onChange={setChannel} />
      <Conversation channel={channel} />
      <Composer onSend={handleSend} sending={sendMockSms.isPending} />
    </div>
  );
}
