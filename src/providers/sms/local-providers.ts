import { ulid } from "ulid";
import type { SmsProvider } from "./sms-provider.js";

/** Without Twilio credentials texts are written to the log and counted as sent. */
export function createConsoleProvider(log: (line: object, message: string) => void): SmsProvider {
  return {
    name: "console",
    rateLimited: false,
    async send(message) {
      log(
        {
          to: message.to,
          from: message.from,
          messagingServiceSid: message.messagingServiceSid ?? undefined,
          channel: message.channel,
          body: message.body,
          whatsappTemplateSid: message.whatsappTemplateSid ?? undefined,
          media: message.mediaUrls,
        },
        "SMS (console provider)",
      );
      return { providerMessageId: `console-${ulid()}`, status: "sent" };
    },
  };
}

/** The console's mock chat: replies are only recorded in the thread, never sent anywhere. */
export function createMockChatProvider(): SmsProvider {
  return {
    name: "mock",
    rateLimited: false,
    async send() {
      return { providerMessageId: `mock-${ulid()}`, status: "delivered" };
    },
  };
}
