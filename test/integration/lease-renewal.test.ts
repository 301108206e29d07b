import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareInboundClaim } from "../../src/db/repositories/inbound-queue.js";
import { claimOutboundMessages } from "../../src/db/repositories/outbound-claim.js";
import { messages } from "../../src/db/schema/index.js";
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
 * Claims last 0.9 s here and are renewed every 0.3 s while the work goes on: a text that takes
 * several leases to answer or to send stays with the process working on it, where a rival worker
 * (another process, crash-free) would otherwise take it over and answer or send it twice.
 */
const LEASE_MS = 900;
const BUSY_MS = 3 * LEASE_MS;
let t: PipelineApp;

beforeAll(async () => {
  t = await startPipelineApp({ leaseMs: LEASE_MS });
});
afterAll(() => t.stopAll());

/** Runs a rival worker's claim every 150 ms for `ms`; returns everything it managed to take. */
async function rivalClaims<T>(ms: number, claim: (now: Date, until: Date) => Promise<T[]>): Promise<T[]> {
  const taken: T[] = [];
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    taken.push(...(await claim(new Date(), new Date(Date.now() + 60_000))));
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return taken;
}

describe("leases renewed while the work goes on", () => {
  it("keeps a text whose answer takes several leases, and answers it once", async () => {
    const ai = hold();
    t.ai.hold = ai.promise;
    t.ai.script = () => ({ text: "took a while" });
    const text = inboundSms(ALICE, SYSTEM_NUMBER, "slow question");
    await postTwilioWebhook(t.app, SMS_PATH, text);
    await eventually(
      () => t.ai.requests.length,
      (count) => count === 1,
    );
    const claimInbound = prepareInboundClaim(t.database.db);
    expect(await rivalClaims(BUSY_MS, (now, until) => claimInbound(now, until, 10))).toEqual([]);
    t.ai.hold = null;
    ai.release();
    await settled(t);
    expect(t.twilio.sentTo(ALICE).map((sent) => sent.body)).toEqual(["took a while"]);
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.provider_message_id, text.MessageSid));
    expect(row).toMatchObject({ attempts: 1, lease_until: null });
    expect(row?.processed_at).toBeInstanceOf(Date);
  });

  it("keeps a reply whose provider call takes several leases, and sends it once", async () => {
    const provider = hold();
    t.twilio.hold = provider.promise;
    t.ai.script = () => ({ text: "slow to send" });
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(BOB, SYSTEM_NUMBER, "hello"));
    await eventually(
      () => t.ai.requests.length,
      (count) => count === 2,
    );
    const taken = await rivalClaims(BUSY_MS, (now, until) =>
      claimOutboundMessages(t.database.db, now, until, 10),
    );
    expect(taken).toEqual([]);
    t.twilio.hold = null;
    provider.release();
    await settled(t);
    expect(t.twilio.sentTo(BOB).map((sent) => sent.body)).toEqual(["slow to send"]);
  });
});
