import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, systemNumbers, users } from "../../src/db/schema/index.js";
import { createLogger } from "../../src/logger.js";
import {
  BOB,
  type PipelineApp,
  SYSTEM_NUMBER,
  startPipelineApp,
  threadWith,
  userByPhone,
} from "../helpers/pipeline-app.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

let t: PipelineApp;
/** What the app warns about, as written. */
const warnings: { msg?: string; status?: string }[] = [];

beforeAll(async () => {
  const logger = createLogger(
    { LOG_LEVEL: "warn" },
    { write: (line: string) => void warnings.push(JSON.parse(line)) },
  );
  t = await startPipelineApp({ logger });
});
afterAll(() => t.stopAll());

const STATUS_PATH = "/api/webhooks/twilio/status";

/**
 * Texts in as `phone` and waits until the answer's send is recorded: the fake provider has it, and
 * so does our row, with the provider's id. (A status report that overtakes that record is held
 * instead of applied: delivery-status-early.test.ts.)
 */
async function threadFor(phone: string) {
  await postTwilioWebhook(t.app, SMS_PATH, inboundSms(phone, SYSTEM_NUMBER, "hello"));
  const thread = await threadWith(t, phone);
  const sid = await eventually(
    () => t.twilio.sentTo(phone)[0]?.sid,
    (first) => first !== undefined,
  );
  await eventually(
    () =>
      t.database.db
        .select()
        .from(messages)
        .where(eq(messages.provider_message_id, sid ?? "")),
    (rows) => rows.length > 0,
  );
  return thread;
}

/** Queues an outbound text the way every send path does: a pending thread message. */
async function queueText(
  threadId: number,
  recipient: string,
  content: string,
  kind = "reminder",
  state: Partial<typeof messages.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(messages)
    .values({
      thread_id: threadId,
      sender: SYSTEM_NUMBER,
      sender_role: "system",
      content,
      recipient,
      kind,
      delivery_status: "pending",
      next_attempt_at: new Date(),
      ...state,
    })
    .returning();
  t.messaging.outboundQueued();
  return row?.id ?? 0;
}

/** A text a sender claimed and then died with: still 'sending', its lease run out, no outcome recorded. */
function takenOverText(threadId: number, recipient: string, content: string) {
  return queueText(threadId, recipient, content, "reminder", {
    delivery_status: "sending",
    attempts: 1,
    lease_until: new Date(Date.now() - 1000),
    next_attempt_at: new Date(Date.now() - 60_000),
  });
}

async function messageById(id: number) {
  const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
  return row;
}

describe("sending", () => {
  it("splits a long reply into ordered parts of at most 1,600 characters with segment counts", async () => {
    const sentence = "This is one sentence of a long and thoughtful answer. ";
    t.ai.script = () => ({ text: `**Plan** – ${sentence.repeat(60)}`.trim() });
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(BOB, SYSTEM_NUMBER, "tell me everything"));
    const sent = await eventually(
      () => t.twilio.sentTo(BOB),
      (list) => list.length >= 3,
      3000,
    );
    t.ai.script = () => ({ text: "ok" });
    expect(sent.map((part) => part.body.length).every((length) => length <= 1600)).toBe(true);
    expect(sent[0]?.body.startsWith("Plan - This is one sentence")).toBe(true);
    expect(sent.map((part) => part.body).join("")).toBe(`Plan - ${sentence.repeat(60)}`.trim());
    const rows = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.recipient, BOB))
      .orderBy(messages.id);
    expect(rows.map((row) => row.segment_count)).toEqual(
      rows.map((row) => Math.ceil(row.content.length / 153)),
    );
    expect(rows[0]?.prompt_tokens).toBeGreaterThan(0);
    expect(rows[1]?.prompt_tokens).toBeNull();
  });

  it("retries on 429 and 5xx with backoff, then delivers", async () => {
    const thread = await threadFor("+12025550111");
    t.twilio.failures.push(
      { status: 500, code: 20500, message: "internal" },
      { status: 429, code: 20429, message: "slow down" },
    );
    const id = await queueText(thread.id, "+12025550111", "retry me");
    const row = await eventually(
      () => messageById(id),
      (message) => message?.delivery_status === "queued",
      12_000,
    );
    expect(row).toMatchObject({ attempts: 3, provider: "twilio" });
    expect(row?.provider_message_id).toMatch(/^SM/);
  }, 20_000);

  it("asks Twilio before sending again a text whose sender died: one it has is recorded, not resent", async () => {
    const phone = "+12025550116";
    const thread = await threadFor(phone);
    // The dead sender's send reached Twilio; its sent mark died with it, leaving the claim to run out.
    const earlier = { sid: `SM${"d".repeat(32)}`, body: "sent before the crash" };
    t.twilio.sent.push({
      ...earlier,
      to: phone,
      from: SYSTEM_NUMBER,
      messagingServiceSid: null,
      contentSid: null,
      contentVariables: null,
      mediaUrls: [],
      statusCallback: null,
      at: Date.now(),
      authorization: undefined,
    });
    const id = await takenOverText(thread.id, phone, earlier.body);
    const row = await eventually(
      () => messageById(id),
      (message) => message?.provider_message_id === earlier.sid,
    );
    expect(row).toMatchObject({ provider_message_id: earlier.sid, delivery_status: "queued", attempts: 2 });
    expect(t.twilio.lists).toContain(phone);
    expect(t.twilio.sentTo(phone).filter((text) => text.body === earlier.body)).toHaveLength(1);
  });

  it("sends a taken-over text Twilio does not have, even when an earlier text said the same", async () => {
    const phone = "+12025550117";
    const thread = await threadFor(phone);
    const first = await queueText(thread.id, phone, "take your pills");
    await eventually(
      () => messageById(first),
      (message) => message?.delivery_status === "queued",
    );
    const id = await takenOverText(thread.id, phone, "take your pills");
    const row = await eventually(
      () => messageById(id),
      (message) => message?.delivery_status === "queued",
    );
    expect(row?.provider_message_id).not.toBe((await messageById(first))?.provider_message_id);
    expect(t.twilio.sentTo(phone).filter((text) => text.body === "take your pills")).toHaveLength(2);
  });

  it("does not retry a permanent error; 21211 fails the text", async () => {
    const thread = await threadFor("+12025550112");
    t.twilio.failures.push({ status: 400, code: 21211, message: "invalid To" });
    const id = await queueText(thread.id, "+12025550112", "to nowhere");
    const row = await eventually(
      () => messageById(id),
      (message) => message?.delivery_status === "failed",
    );
    expect(row).toMatchObject({ error_code: "21211", attempts: 1 });
  });

  it("marks the user opted out on 21610 and sends them nothing more", async () => {
    const phone = "+12025550113";
    const thread = await threadFor(phone);
    t.twilio.failures.push({ status: 400, code: 21610, message: "unsubscribed recipient" });
    const id = await queueText(thread.id, phone, "blocked");
    await eventually(
      () => messageById(id),
      (message) => message?.delivery_status === "failed",
    );
    expect((await userByPhone(t, phone))?.opted_out).toBe(true);
    const before = t.twilio.sentTo(phone).length;
    const next = await queueText(thread.id, phone, "should not leave");
    expect(
      await eventually(
        () => messageById(next),
        (message) => message?.delivery_status === "canceled",
      ),
    ).toMatchObject({
      error_code: "opted_out",
    });
    expect(t.twilio.sentTo(phone).length).toBe(before);
  });

  it("silences every send path for an opted-out user: replies, reminders, announcements, ads", async () => {
    const phone = "+12025550114";
    const thread = await threadFor(phone);
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(phone, SYSTEM_NUMBER, "STOP"));
    await eventually(
      () => userByPhone(t, phone),
      (user) => user?.opted_out === true,
    );
    await eventually(() => t.twilio.sentTo(phone).some((text) => /unsubscribed/.test(text.body)), Boolean);
    const before = t.twilio.sentTo(phone).length;
    const ids = [];
    for (const kind of ["reply", "reminder", "notification", "marketing", "ad", "system"]) {
      ids.push(await queueText(thread.id, phone, `a ${kind}`, kind));
    }
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(phone, SYSTEM_NUMBER, "are you there?"));
    for (const id of ids)
      await eventually(
        () => messageById(id),
        (message) => message?.delivery_status === "canceled",
      );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.twilio.sentTo(phone).length).toBe(before);
  });

  it("keeps a number's messages-per-second across all sends", async () => {
    const phone = "+12025550115";
    const thread = await threadFor(phone);
    await t.database.db
      .update(systemNumbers)
      .set({ messages_per_second: 4 })
      .where(eq(systemNumbers.number, SYSTEM_NUMBER));
    const otherThread = await threadFor("+12025550116");
    const start = t.twilio.sent.length;
    const queuedAt = Date.now();
    for (let index = 0; index < 6; index++) {
      await queueText(
        index % 2 ? thread.id : otherThread.id,
        index % 2 ? phone : "+12025550116",
        `rate ${index}`,
      );
    }
    await eventually(
      () => t.twilio.sent.length - start,
      (count) => count >= 6,
      5000,
    );
    await t.database.db
      .update(systemNumbers)
      .set({ messages_per_second: 1000 })
      .where(eq(systemNumbers.number, SYSTEM_NUMBER));
    // The n-th send may not start before its slot, n quarter-seconds after the texts were queued.
    // Arrivals are only bounded below: a busy machine may delay one send towards the next one.
    const times = t.twilio.sent
      .slice(start)
      .map((text) => text.at)
      .sort((a, b) => a - b);
    for (const [index, time] of times.entries())
      expect(time).toBeGreaterThanOrEqual(queuedAt + index * 250 - 1);
  });
});

describe("status callbacks", () => {
  it("records delivered, and never moves a status backwards", async () => {
    const phone = "+12025550117";
    await threadFor(phone);
    const sid = t.twilio.sentTo(phone)[0]?.sid ?? "";
    const post = (status: string, extra: Record<string, string> = {}) =>
      postTwilioWebhook(t.app, STATUS_PATH, { MessageSid: sid, MessageStatus: status, ...extra });
    expect((await post("sent")).statusCode).toBe(204);
    expect((await post("delivered")).statusCode).toBe(204);
    expect((await post("sent")).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.provider_message_id, sid));
    expect(row?.delivery_status).toBe("delivered");
  });

  it("records undelivered with its error code, opting out on 21610", async () => {
    const phone = "+12025550118";
    await threadFor(phone);
    const sid = t.twilio.sentTo(phone)[0]?.sid ?? "";
    await postTwilioWebhook(t.app, STATUS_PATH, {
      MessageSid: sid,
      MessageStatus: "undelivered",
      ErrorCode: "21610",
    });
    // The report may overtake the record of the send; then it is applied once the record lands.
    const [row] = await eventually(
      () => t.database.db.select().from(messages).where(eq(messages.provider_message_id, sid)),
      (rows) => rows[0]?.delivery_status === "undelivered",
    );
    expect(row).toMatchObject({ delivery_status: "undelivered", error_code: "21610" });
    expect((await userByPhone(t, phone))?.opted_out).toBe(true);
  });

  it("warns once about each status it does not know, however often it comes", async () => {
    const phone = "+12025550119";
    await threadFor(phone);
    const sid = t.twilio.sentTo(phone)[0]?.sid ?? "";
    for (const status of ["in_orbit", "in_orbit", "teleported", "in_orbit", "delivered", "teleported"])
      expect(
        (await postTwilioWebhook(t.app, STATUS_PATH, { MessageSid: sid, MessageStatus: status })).statusCode,
      ).toBe(204);
    const unknown = warnings.filter((line) => line.msg?.includes("a status we do not know"));
    expect(unknown.map((line) => line.status)).toEqual(["in_orbit", "teleported"]);
  });

  it("rejects unsigned and wrongly signed callbacks", async () => {
    const params = { MessageSid: "SMx", MessageStatus: "delivered" };
    expect((await postTwilioWebhook(t.app, STATUS_PATH, params, null)).statusCode).toBe(400);
    expect((await postTwilioWebhook(t.app, STATUS_PATH, params, "d3Jvbmc=")).statusCode).toBe(403);
  });
});

describe("the user record", () => {
  it("counts every text the user sends", async () => {
    const user = await userByPhone(t, "+12025550111");
    expect(user?.total_messages_sent).toBe(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.phone_number, "+12025550111"));
    expect(row?.last_active).toBeInstanceOf(Date);
  });
});
