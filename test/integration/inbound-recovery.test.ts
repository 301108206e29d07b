import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../src/db/schema/index.js";
import { hold } from "../helpers/hold.js";
import { ALICE, type PipelineApp, SYSTEM_NUMBER, startPipelineApp } from "../helpers/pipeline-app.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

let t: PipelineApp;

beforeAll(async () => {
  t = await startPipelineApp({ workers: false });
});
afterAll(() => t.stopAll());

describe("texts whose worker died", () => {
  it("waits out a dead worker's lease, then answers the text once", async () => {
    const params = inboundSms(ALICE, SYSTEM_NUMBER, "hello?");
    await postTwilioWebhook(t.app, SMS_PATH, params);
    const leaseUntil = new Date(Date.now() + 1500);
    await t.database.db
      .update(messages)
      .set({ lease_until: leaseUntil, attempts: 1 })
      .where(eq(messages.provider_message_id, params.MessageSid));

    t.messaging.start();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(t.twilio.sentTo(ALICE)).toHaveLength(0);

    const sent = await eventually(
      () => t.twilio.sentTo(ALICE),
      (list) => list.length > 0,
      5000,
    );
    expect(Date.now()).toBeGreaterThanOrEqual(leaseUntil.getTime());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sent).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.provider_message_id, params.MessageSid));
    expect(row?.attempts).toBe(2);
    expect(row?.processed_at).toBeInstanceOf(Date);
  });

  it("answers a thread's texts in order: those that came during an answer together, after it", async () => {
    t.ai.requests.length = 0;
    t.ai.script = (request) => ({ text: `echo: ${String(request.messages.at(-1)?.content)}` });
    const model = hold();
    t.ai.hold = model.promise;
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, "one"));
    await eventually(
      () => t.ai.requests,
      (requests) => requests.length === 1,
    );
    for (const body of ["two", "three"]) {
      await postTwilioWebhook(t.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, body));
    }
    t.ai.hold = null;
    model.release();
    const sent = await eventually(
      () => t.twilio.sentTo(ALICE),
      (list) => list.length >= 3,
      5000,
    );
    expect(sent.slice(1).map((text) => text.body)).toEqual(["echo: one", "echo: two\nthree"]);
    // The second answer was written with the first already in the conversation: one at a time.
    const histories = t.ai.requests.map((request) => request.messages.map((message) => message.content));
    expect(histories).toHaveLength(2);
    expect(histories[1]).toContain("echo: one");
  });
});
