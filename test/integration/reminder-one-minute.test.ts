import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queuedMessages } from "../../src/db/schema/index.js";
import { manualClock } from "../helpers/manual-clock.js";
import { type PipelineApp, SYSTEM_NUMBER, startPipelineApp } from "../helpers/pipeline-app.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

/**
 * Done-when of the scheduling issue: "in 1 minute" arrives 60 seconds later, neither before nor
 * after. The clock is moved by hand, so the minute passes in no time; the real loops deliver it.
 */
let t: PipelineApp;
const PHONE = "+12125550801";
const ASKED_AT = new Date("2026-03-02T15:04:05.000Z");
const clock = manualClock(ASKED_AT);

beforeAll(async () => {
  t = await startPipelineApp({ offline: true, clock });
});
afterAll(() => t.stopAll());

describe("a reminder for in 1 minute", () => {
  it("is due 60 seconds after it was asked for, is not sent a moment before, and is sent at that time", async () => {
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

    const [reminder] = await t.database.db
      .select()
      .from(queuedMessages)
      .where(eq(queuedMessages.recipient, PHONE));
    expect(reminder?.content).toBe("Reminder: stretch");
    expect(reminder?.scheduled_for.toISOString()).toBe("2026-03-02T15:05:05.000Z");

    // A moment before it is due, the delivery loop is woken and looks at least once (it also polls
    // every second, so 1.1 s covers a lost wake-up): the reminder stays queued.
    clock.advance(59_999);
    await t.scheduler.changed("queue");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const [early] = await t.database.db
      .select()
      .from(queuedMessages)
      .where(eq(queuedMessages.id, reminder?.id ?? 0));
    expect(early?.processed).toBe(false);
    expect(t.twilio.sentTo(PHONE).filter((text) => text.body === "Reminder: stretch")).toEqual([]);

    clock.advance(1);
    await t.scheduler.changed("queue");
    const sent = await eventually(
      () => t.twilio.sentTo(PHONE).filter((text) => text.body === "Reminder: stretch"),
      (texts) => texts.length > 0,
    );
    expect(sent).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(queuedMessages)
      .where(eq(queuedMessages.id, reminder?.id ?? 0));
    expect(row?.processed_at?.toISOString()).toBe("2026-03-02T15:05:05.000Z");
  });
});
