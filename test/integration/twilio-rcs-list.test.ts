import { afterAll, beforeAll, expect, it } from "vitest";
import { createTwilioProvider } from "../../src/providers/sms/twilio-rest.js";
import { FakeTwilio } from "../helpers/fake-twilio.js";
import { TEST_TWILIO } from "../helpers/twilio-webhook.js";

/**
 * Issue 40: a text whose sender died may be at Twilio already; an RCS one is listed under the
 * person's rcs: address once it went by RCS, or under the number once it fell back, so both are asked.
 */
let twilio: FakeTwilio;

beforeAll(async () => {
  twilio = await new FakeTwilio().start();
});
afterAll(() => twilio.stop());

it("finds an RCS text Twilio lists under the person's rcs: address before sending it again", async () => {
  const since = new Date(Date.now() - 60_000);
  const text = {
    from: "+15005550006",
    messagingServiceSid: `MG${"2b".repeat(16)}`,
    to: "+17185550123",
    channel: "rcs" as const,
    body: "Your reminder: stretch",
    mediaUrls: [],
  };
  twilio.sent.push({
    to: "rcs:+17185550123",
    from: "rcs:textpal_k4xc2hqa_agent",
    messagingServiceSid: text.messagingServiceSid,
    body: text.body,
    contentSid: null,
    contentVariables: null,
    mediaUrls: [],
    statusCallback: null,
    sid: "SM00000000000000000000000000000042",
    at: Date.now(),
    authorization: undefined,
  });
  const provider = createTwilioProvider({ ...TEST_TWILIO, baseUrl: twilio.baseUrl });
  const found = await provider.findSent?.(text, since);
  expect(twilio.lists).toEqual(["+17185550123", "rcs:+17185550123"]);
  expect(found).toEqual([{ providerMessageId: "SM00000000000000000000000000000042", status: "queued" }]);
});
