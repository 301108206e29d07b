import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OPT_OUT_CONFIRMATION } from "../../src/messaging/rules/carrier-keywords.js";
import { hold } from "../helpers/hold.js";
import {
  ALICE,
  BOB,
  type PipelineApp,
  SYSTEM_NUMBER,
  settled,
  startPipelineApp,
} from "../helpers/pipeline-app.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

/**
 * Texts and replies that wait for other work are woken by it, not found by the workers' poll: the
 * poll here is a minute, far past every wait of these tests, so only the wake-ups can deliver.
 */
const NO_POLL_MS = 60_000;
const WITHIN_MS = 15_000;
let t: PipelineApp;

beforeAll(async () => {
  t = await startPipelineApp({ pollIntervalMs: NO_POLL_MS });
});
afterAll(() => t.stopAll());
beforeEach(() => {
  t.ai.script = (request) => ({ text: `re: ${String(request.messages.at(-1)?.content)}` });
});

const bodiesTo = (phone: string) => t.twilio.sentTo(phone).map((text) => text.body);

describe("wake-ups of the messaging workers", () => {
  it("answers a text stored behind one being answered as soon as that answer is stored", async () => {
    const ai = hold();
    t.ai.hold = ai.promise;
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, "one"));
    await eventually(
      () => t.ai.requests.length,
      (count) => count === 1,
    );
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, "two"));
    t.ai.hold = null;
    ai.release();
    await settled(t, WITHIN_MS);
    expect(bodiesTo(ALICE).slice(-2)).toEqual(["re: one", "re: two"]);
  });

  it("sends a reply queued behind an earlier one still at the provider once that one is sent", async () => {
    const twilio = hold();
    t.twilio.hold = twilio.promise;
    const sentBefore = t.twilio.sent.length;
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(BOB, SYSTEM_NUMBER, "first"));
    // The first reply is in flight at the provider; the second is answered and queued behind it.
    await eventually(
      () => t.ai.requests.length,
      (count) => count > 0 && String(t.ai.requests.at(-1)?.messages.at(-1)?.content) === "first",
    );
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(BOB, SYSTEM_NUMBER, "second"));
    await eventually(
      () => String(t.ai.requests.at(-1)?.messages.at(-1)?.content),
      (content) => content === "second",
    );
    expect(t.twilio.sent.length).toBe(sentBefore);
    t.twilio.hold = null;
    twilio.release();
    await settled(t, WITHIN_MS);
    expect(bodiesTo(BOB).slice(-2)).toEqual(["re: first", "re: second"]);
  });

  it("sends the later parts of a long reply after its first part", async () => {
    const sentence = "This sentence is one of many in a reply far longer than one text can hold. ";
    t.ai.script = () => ({ text: sentence.repeat(30).trim() });
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, "tell me a lot"));
    await settled(t, WITHIN_MS);
    const parts = bodiesTo(ALICE).slice(-2);
    expect(parts.join("")).toBe(sentence.repeat(30).trim());
  });

  it("sends the confirmation of STOP, which is stored with its opt-out for the sender to claim", async () => {
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(BOB, SYSTEM_NUMBER, "STOP"));
    await settled(t, WITHIN_MS);
    expect(bodiesTo(BOB).at(-1)).toBe(OPT_OUT_CONFIRMATION);
  });
});
