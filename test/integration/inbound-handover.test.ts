import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareInboundClaim } from "../../src/db/repositories/inbound-queue.js";
import { messages } from "../../src/db/schema/index.js";
import { hold } from "../helpers/hold.js";
import {
  ALICE,
  type PipelineApp,
  SYSTEM_NUMBER,
  settled,
  startPipelineApp,
} from "../helpers/pipeline-app.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

/** A process that answers its own texts stores them claimed and answers them without a claim. */
let t: PipelineApp;

beforeAll(async () => {
  t = await startPipelineApp();
});
afterAll(() => t.stopAll());

async function storedText(sid: string) {
  const [row] = await t.database.db.select().from(messages).where(eq(messages.provider_message_id, sid));
  if (!row) throw new Error(`text ${sid} was not stored`);
  return row;
}

describe("texts stored claimed by the process that answers them", () => {
  it("claims a text as it is stored; the thread's next text waits its turn, and both are answered in order", async () => {
    const ai = hold();
    t.ai.hold = ai.promise;
    t.ai.script = (request) => ({ text: `re: ${String(request.messages.at(-1)?.content)}` });
    const first = inboundSms(ALICE, SYSTEM_NUMBER, "first");
    await postTwilioWebhook(t.app, SMS_PATH, first);
    const claimed = await storedText(first.MessageSid);
    expect(claimed.lease_until?.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(claimed.attempts).toBe(1);
    await eventually(
      () => t.ai.requests.length,
      (count) => count === 1,
    );
    // Another worker's claim finds nothing to take while this process answers it.
    const claimInbound = prepareInboundClaim(t.database.db);
    expect(await claimInbound(new Date(), new Date(Date.now() + 60_000), 10)).toEqual([]);

    const second = inboundSms(ALICE, SYSTEM_NUMBER, "second");
    await postTwilioWebhook(t.app, SMS_PATH, second);
    expect(await storedText(second.MessageSid)).toMatchObject({ lease_until: null, attempts: 0 });

    t.ai.hold = null;
    ai.release();
    await settled(t);
    expect(t.twilio.sentTo(ALICE).map((text) => text.body)).toEqual(["re: first", "re: second"]);
    expect(await storedText(second.MessageSid)).toMatchObject({ attempts: 1, lease_until: null });
  });
});
