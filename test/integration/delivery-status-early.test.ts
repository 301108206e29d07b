import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { earlyDeliveryStatuses, messages } from "../../src/db/schema/index.js";
import { applyEarlyStatuses } from "../../src/messaging/status/delivery-status.js";
import { createDatabaseStore } from "../../src/messaging/store/database-store.js";
import {
  type PipelineApp,
  SYSTEM_NUMBER,
  startPipelineApp,
  threadWith,
  userByPhone,
} from "../helpers/pipeline-app.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

/**
 * Twilio may call back about a text before our record of its id has landed (sends are recorded in
 * batches after the provider answers). Such a report is held, not lost, and applied once the
 * record is there.
 */
const STATUS_PATH = "/api/webhooks/twilio/status";
const CAROL = "+12025550131";
let t: PipelineApp;

beforeAll(async () => {
  t = await startPipelineApp();
});
afterAll(() => t.stopAll());

async function heldReports() {
  return t.database.db.select().from(earlyDeliveryStatuses);
}

/** The record of a send landing: the message with the id the provider gave it. */
async function recordSend(threadId: number, sid: string) {
  await t.database.db.insert(messages).values({
    thread_id: threadId,
    sender: SYSTEM_NUMBER,
    sender_role: "system",
    content: "Your reminder",
    recipient: CAROL,
    kind: "reminder",
    delivery_status: "sent",
    provider: "twilio",
    provider_message_id: sid,
    sent_at: new Date(),
  });
}

describe("a status report that overtakes the record of its send", () => {
  it("is held, then applied once the send is recorded, opting the user out on 21610", async () => {
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(CAROL, SYSTEM_NUMBER, "hi"));
    const thread = await threadWith(t, CAROL);
    const sid = "SMearly00000000000000000000000001";
    const response = await postTwilioWebhook(t.app, STATUS_PATH, {
      MessageSid: sid,
      MessageStatus: "undelivered",
      ErrorCode: "21610",
    });
    expect(response.statusCode).toBe(204);
    expect(await heldReports()).toMatchObject([
      { provider: "twilio", provider_message_id: sid, status: "undelivered", error_code: "21610" },
    ]);
    expect((await userByPhone(t, CAROL))?.opted_out).toBe(false);

    await recordSend(thread.id, sid);
    const [row] = await eventually(
      () => t.database.db.select().from(messages).where(eq(messages.provider_message_id, sid)),
      (rows) => rows[0]?.delivery_status === "undelivered",
    );
    expect(row).toMatchObject({ delivery_status: "undelivered", error_code: "21610" });
    expect((await userByPhone(t, CAROL))?.opted_out).toBe(true);
    expect(await heldReports()).toEqual([]);
  });

  it("keeps a report it cannot place for a day, then drops it", async () => {
    const receivedAt = new Date("2026-11-20T12:00:00Z");
    await t.database.db.insert(earlyDeliveryStatuses).values({
      provider: "twilio",
      provider_message_id: "SMnotours000000000000000000000001",
      status: "delivered",
      received_at: receivedAt,
    });
    const almostADay = new Date(receivedAt.getTime() + 23 * 60 * 60 * 1000);
    expect(await applyEarlyStatuses(createDatabaseStore(t.database.db), almostADay)).toBe(0);
    expect(await heldReports()).toHaveLength(1);
    const pastADay = new Date(receivedAt.getTime() + 25 * 60 * 60 * 1000);
    expect(await applyEarlyStatuses(createDatabaseStore(t.database.db), pastADay)).toBe(0);
    expect(await heldReports()).toEqual([]);
  });
});
