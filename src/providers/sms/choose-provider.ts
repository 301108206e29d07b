import type { Env } from "../../config/env.js";
import { MOCK_CHAT_SYSTEM_NUMBER } from "../../shared/mock-chat.js";
import { createConsoleProvider, createMockChatProvider } from "./local-providers.js";
import type { SmsProvider } from "./sms-provider.js";
import { createTwilioProvider } from "./twilio-rest.js";

/**
 * The provider for each system number: the console's mock chat number records its replies; every
 * other number sends through Twilio, or is logged to the console when no Twilio account is set.
 */
export function chooseSmsProvider(
  env: Env,
  log: { info(object: object, message: string): void },
): (systemNumber: string) => SmsProvider {
  const mock = createMockChatProvider();
  const real =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
      ? createTwilioProvider({
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          baseUrl: env.TWILIO_API_BASE_URL,
        })
      : createConsoleProvider((line, message) => log.info(line, message));
  return (systemNumber) => (systemNumber === MOCK_CHAT_SYSTEM_NUMBER ? mock : real);
}
