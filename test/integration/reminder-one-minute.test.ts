import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PipelineApp, SYSTEM_NUMBER, startPipelineApp } from "../helpers/pipeline-app.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

/** Done-when of the scheduling issue, on the real clock: "in 1 minute" arrives 60 ± 2 s later. */
let t: PipelineApp;
const PHONE = "+12125550801";

beforeAll(async () => {
  t = await startPipelineApp({ offline: true });
});
afterAll(() => t.stopAll());

describe("a reminder for in 1 minute", () => {
  it("arrives 60 ± 2 seconds after it was asked for", async () => {
    const askedAt = Date.now();
    const response = await postTwilioWebhook(
      t.app,
      SMS_PATH,
      inboundSms(PHONE, SYSTEM_NUMBER, "remind me in 1 minute to stretch"),
    );
    expect(response.statusCode).toBe(200);
    const confirmation = await eventually(
      () => t.twilio.sentTo(PHONE),
      (texts) => texts.length > 0,
    );
    expect(confirmation[0]?.body).toMatch(/remind you/i);
    const reminders = await eventually(
      () => t.twilio.sentTo(PHONE).filter((text) => text.body === "Reminder: stretch"),
      (texts) => texts.length > 0,
      70_000,
    );
    const delay = (reminders[0]?.at ?? 0) - askedAt;
    console.log(`[reminder] "in 1 minute" arrived after ${(delay / 1000).toFixed(2)} s`);
    expect(delay).toBeGreaterThanOrEqual(58_000);
    expect(delay).toBeLessThanOrEqual(62_000);
  }, 80_000);
});
