import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { messages, queuedMessages, systemNumbers, threads } from "../../src/db/schema/index.js";
import { twilioSignature } from "../../src/providers/sms/twilio-signature.js";
import { UNSIGNED_WEBHOOKS_REFUSED } from "../../src/server/routes/webhooks/twilio-request.js";
import {
  ALICE,
  allMessages,
  type PipelineApp,
  SYSTEM_NUMBER,
  settled,
  startPipelineApp,
  userByPhone,
} from "../helpers/pipeline-app.js";
import { createTestApp } from "../helpers/test-server.js";
import {
  eventually,
  inboundSms,
  postTwilioWebhook,
  SMS_PATH,
  TEST_TWILIO,
} from "../helpers/twilio-webhook.js";

let t: PipelineApp;

beforeAll(async () => {
  t = await startPipelineApp();
});
afterAll(() => t.stopAll());
afterEach(async () => {
  await settled(t);
  t.ai.script = () => ({ text: "Hello from the fake model." });
});

describe("from an inbound text to a delivered reply", () => {
  it("answers a signed webhook at the fake Twilio within a second", async () => {
    t.ai.script = () => ({
      text: "Hi Alice! How can I help?",
      cost: 0.00042,
      promptTokens: 321,
      completionTokens: 12,
    });
    const response = await postTwilioWebhook(
      t.app,
      SMS_PATH,
      inboundSms(ALICE, SYSTEM_NUMBER, "Hello there"),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/xml/);
    expect(response.body).toBe("<Response></Response>");

    const sent = await eventually(
      () => t.twilio.sentTo(ALICE),
      (list) => list.length > 0,
      1000,
    );
    expect(sent[0]).toMatchObject({ from: SYSTEM_NUMBER, body: "Hi Alice! How can I help?" });
    expect(sent[0]?.statusCallback).toBe(`${TEST_TWILIO.publicUrl}/api/webhooks/twilio/status`);
    expect(sent[0]?.authorization).toBe(
      `Basic ${Buffer.from(`${TEST_TWILIO.accountSid}:${TEST_TWILIO.authToken}`).toString("base64")}`,
    );

    const stored = await eventually(
      () => allMessages(t),
      (rows) => rows.some((row) => row.provider_message_id === sent[0]?.sid),
    );
    const reply = stored.find((row) => row.sender_role === "assistant");
    expect(reply).toMatchObject({
      content: "Hi Alice! How can I help?",
      kind: "reply",
      recipient: ALICE,
      delivery_status: "queued",
      provider: "twilio",
      segment_count: 1,
      prompt_tokens: 321,
      completion_tokens: 12,
      ai_cost: 0.00042,
    });
  });

  it("creates the user at first contact with a referral code and a timezone guess", async () => {
    const alice = await userByPhone(t, ALICE);
    expect(alice).toMatchObject({
      timezone: "America/New_York",
      timezone_confirmed: false,
      total_messages_sent: 1,
      free_messages_used: 1,
    });
    expect(alice?.referral_code).toMatch(/^[A-Z0-9]{6}$/);
    expect(alice?.last_active).toBeInstanceOf(Date);
  });

  it("keeps the thread's counters", async () => {
    const [thread] = await t.database.db
      .select()
      .from(threads)
      .where(eq(threads.system_number, SYSTEM_NUMBER));
    expect(thread).toMatchObject({ participants: [ALICE], is_group_chat: false, message_count: 2 });
    expect(thread?.last_message).toBe("Hi Alice! How can I help?");
  });

  it("sends the model the system prompt, the number's prompt, the profile, the local time and the history", async () => {
    await t.database.db
      .update(systemNumbers)
      .set({ custom_prompt: "You answer for the Springfield library." })
      .where(eq(systemNumbers.number, SYSTEM_NUMBER));
    t.ai.requests.length = 0;
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, "What did I just say?"));
    await eventually(
      () => t.ai.requests.length,
      (count) => count > 0,
    );
    const request = t.ai.requests[0];
    const system = String(request?.messages[0]?.content);
    expect(request?.model).toBe("openai/gpt-4o");
    expect(request?.temperature).toBe(0.7);
    expect(request?.max_tokens).toBe(500);
    expect(system).toMatch(/You are Textpal/);
    expect(system).toMatch(/Springfield library/);
    expect(system).toMatch(/Timezone: America\/New_York \(a guess/);
    expect(system).toMatch(/local date and time now/);
    const roles = request?.messages.map((message) => message.role);
    expect(roles).toEqual(["system", "user", "assistant", "user"]);
    expect(request?.messages.at(-1)?.content).toBe("What did I just say?");
    expect(request?.tools?.length).toBeGreaterThanOrEqual(3);
  });

  it("sends the newest 20 messages of a long thread in the thread's order", async () => {
    const carol = "+12125550177";
    t.ai.script = () => ({ text: "Welcome, Carol." });
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(carol, SYSTEM_NUMBER, "First text"));
    await settled(t);
    const thread = (await allMessages(t)).find((row) => row.sender === carol);
    if (!thread) throw new Error("Carol's first text is missing");
    const base = Date.now() - 3_600_000;
    const older = Array.from({ length: 30 }, (_, index) => ({
      thread_id: thread.thread_id,
      sender: index % 2 === 0 ? carol : SYSTEM_NUMBER,
      sender_role: index % 2 === 0 ? "user" : "assistant",
      content: `old ${index}`,
      kind: index % 2 === 0 ? "inbound" : "reply",
      recipient: index % 2 === 0 ? null : carol,
      delivery_status: index % 2 === 0 ? "received" : "delivered",
      processed_at: index % 2 === 0 ? new Date(base) : null,
      created_at: new Date(base + index * 1000),
    }));
    // Written last but dated first: the thread's order is by time, not by row id.
    const backdated = { ...older[0], content: "backdated", created_at: new Date(base - 1000) };
    await t.database.db.insert(messages).values([...older, backdated]);
    t.ai.requests.length = 0;
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(carol, SYSTEM_NUMBER, "And now?"));
    await eventually(
      () => t.ai.requests.length,
      (count) => count > 0,
    );
    const contents = t.ai.requests[0]?.messages.map((message) => message.content) ?? [];
    expect(contents.slice(1)).toEqual([
      ...older.slice(12).map((row) => row.content),
      "First text",
      "Welcome, Carol.",
      "And now?",
    ]);
  });

  it("stores and answers a retried MessageSid once", async () => {
    const params = inboundSms(ALICE, SYSTEM_NUMBER, "Same text twice");
    const [first, second] = await Promise.all([
      postTwilioWebhook(t.app, SMS_PATH, params),
      postTwilioWebhook(t.app, SMS_PATH, params),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const replyTo = async () => {
      const rows = await allMessages(t);
      const inbound = rows.filter((row) => row.provider_message_id === params.MessageSid);
      return {
        inbound,
        replies: rows.filter((row) => inbound.some((stored) => stored.id === row.reply_to_id)),
      };
    };
    await eventually(replyTo, ({ replies }) => replies.some((reply) => reply.delivery_status === "queued"));
    await postTwilioWebhook(t.app, SMS_PATH, params);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { inbound, replies } = await replyTo();
    expect(inbound).toHaveLength(1);
    expect(replies).toHaveLength(1);
    const sid = replies[0]?.provider_message_id;
    expect(t.twilio.sent.filter((text) => text.sid === sid)).toHaveLength(1);
  });
});

describe("webhook checks", () => {
  it("answers 400 without a signature and 403 with a wrong one, storing nothing", async () => {
    const before = (await allMessages(t)).length;
    const params = inboundSms(ALICE, SYSTEM_NUMBER, "unsigned");
    expect((await postTwilioWebhook(t.app, SMS_PATH, params, null)).statusCode).toBe(400);
    expect((await postTwilioWebhook(t.app, SMS_PATH, params, "bm90IHRoZSBzaWduYXR1cmU=")).statusCode).toBe(
      403,
    );
    const signedForOriginal = twilioSignature(
      TEST_TWILIO.authToken,
      `${TEST_TWILIO.publicUrl}${SMS_PATH}`,
      params,
    );
    const tampered = await postTwilioWebhook(
      t.app,
      SMS_PATH,
      { ...params, Body: "changed" },
      signedForOriginal,
    );
    expect(tampered.statusCode).toBe(403);
    const otherUrl = twilioSignature(TEST_TWILIO.authToken, `http://evil.test${SMS_PATH}`, params);
    expect((await postTwilioWebhook(t.app, SMS_PATH, params, otherUrl)).statusCode).toBe(403);
    expect((await allMessages(t)).length).toBe(before);
    const forged = await t.app.inject({
      method: "POST",
      url: SMS_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": "abc" },
      payload: new URLSearchParams({ ...params, MessageSid: "SMforged" }).toString(),
    });
    expect(forged.statusCode).toBe(403);
    const rows = await allMessages(t);
    expect(rows.some((row) => row.provider_message_id === "SMforged")).toBe(false);
  });

  it("answers every webhook 403 without TWILIO_AUTH_TOKEN, says why in the log once, stores nothing", async () => {
    const lines: Array<{ msg?: string }> = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const unconfigured = await createTestApp({ logger });
    try {
      await unconfigured.database.db.insert(systemNumbers).values({ number: SYSTEM_NUMBER });
      const posts = [
        [SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, "hello")],
        [SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, "hello again")],
        ["/api/webhooks/twilio/status", { MessageSid: "SM1", MessageStatus: "delivered" }],
      ] as const;
      for (const [path, params] of posts) {
        const response = await postTwilioWebhook(unconfigured.app, path, params, null);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: UNSIGNED_WEBHOOKS_REFUSED });
      }
      expect(await unconfigured.database.db.select().from(messages)).toEqual([]);
      expect(await userByPhone(unconfigured, ALICE)).toBeUndefined();
      const why = lines.filter((line) => line.msg?.includes("TWILIO_AUTH_TOKEN is not set"));
      expect(why).toHaveLength(1);
    } finally {
      await unconfigured.close();
    }
  });

  it("ignores texts to a number that is not an active system number, with 200", async () => {
    const params = inboundSms(ALICE, "+15005550999", "wrong number");
    const response = await postTwilioWebhook(t.app, SMS_PATH, params);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("<Response></Response>");
    await t.database.db
      .update(systemNumbers)
      .set({ is_active: false })
      .where(eq(systemNumbers.number, SYSTEM_NUMBER));
    const inactive = inboundSms(ALICE, SYSTEM_NUMBER, "to an inactive number");
    expect((await postTwilioWebhook(t.app, SMS_PATH, inactive)).statusCode).toBe(200);
    await t.database.db
      .update(systemNumbers)
      .set({ is_active: true })
      .where(eq(systemNumbers.number, SYSTEM_NUMBER));
    const stored = (await allMessages(t)).map((row) => row.provider_message_id);
    expect(stored).not.toContain(params.MessageSid);
    expect(stored).not.toContain(inactive.MessageSid);
  });

  it("takes texts for a number added a moment ago, though the webhook's number list predates it", async () => {
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, "warms the number list"));
    const added = "+15005550077";
    await t.database.db.insert(systemNumbers).values({ number: added });
    const params = inboundSms(ALICE, added, "to the new number");
    expect((await postTwilioWebhook(t.app, SMS_PATH, params)).statusCode).toBe(200);
    await settled(t);
    const stored = (await allMessages(t)).find((row) => row.provider_message_id === params.MessageSid);
    expect(stored?.processed_at).not.toBeNull();
  });

  it("answers 400 for a webhook missing required fields", async () => {
    const response = await postTwilioWebhook(t.app, SMS_PATH, { From: ALICE, Body: "no sid" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/MessageSid|To/);
  });

  it("accepts fields Twilio adds later", async () => {
    const response = await postTwilioWebhook(
      t.app,
      SMS_PATH,
      inboundSms(ALICE, SYSTEM_NUMBER, "with extras", { FromCity: "NEW YORK", SomeFutureField: "x" }),
    );
    expect(response.statusCode).toBe(200);
  });
});

describe("assistant tools", () => {
  it("queues a reminder at the user's local time, converted with their timezone", async () => {
    t.ai.script = (request) =>
      request.messages.some((message) => message.role === "tool")
        ? { text: "Done! I'll remind you." }
        : {
            toolCalls: [
              { name: "set_reminder", arguments: { local_datetime: "2099-07-04T09:30", text: "Call mom" } },
            ],
          };
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, "remind me to call mom"));
    const reminders = await eventually(
      () => t.database.db.select().from(queuedMessages).where(eq(queuedMessages.recipient, ALICE)),
      (rows) => rows.length > 0,
    );
    expect(reminders[0]).toMatchObject({ type: "reminder", content: "Reminder: Call mom", processed: false });
    expect(reminders[0]?.scheduled_for.toISOString()).toBe("2099-07-04T13:30:00.000Z");
  });

  it("updates the profile and the timezone", async () => {
    t.ai.script = (request) =>
      request.messages.some((message) => message.role === "tool")
        ? { text: "Noted!" }
        : {
            toolCalls: [
              { name: "update_profile", arguments: { profile: "Alice, a nurse in Chicago who likes jazz." } },
              { name: "set_timezone", arguments: { timezone: "America/Chicago" } },
            ],
          };
    await postTwilioWebhook(
      t.app,
      SMS_PATH,
      inboundSms(ALICE, SYSTEM_NUMBER, "I moved to Chicago, I'm a nurse"),
    );
    const alice = await eventually(
      () => userByPhone(t, ALICE),
      (user) => user?.timezone === "America/Chicago",
    );
    expect(alice).toMatchObject({
      profile: "Alice, a nurse in Chicago who likes jazz.",
      timezone_confirmed: true,
    });
  });

  it("tells the model when a tool call is wrong and still answers", async () => {
    t.ai.script = (request) => {
      const toolMessage = request.messages.find((message) => message.role === "tool");
      if (toolMessage) return { text: `Tool said: ${String(toolMessage.content)}` };
      return { toolCalls: [{ name: "set_timezone", arguments: { timezone: "Mars/Olympus" } }] };
    };
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, "my timezone is mars"));
    const sent = await eventually(
      () => t.twilio.sentTo(ALICE),
      (list) => list.some((text) => text.body.startsWith("Tool said:")),
    );
    expect(sent.at(-1)?.body).toMatch(/not an IANA time zone/);
  });

  it("apologises when the model keeps failing, after retrying", async () => {
    let calls = 0;
    t.ai.script = () => {
      calls += 1;
      return { status: 500 };
    };
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, "are you there?"));
    const sent = await eventually(
      () => t.twilio.sentTo(ALICE),
      (list) => list.some((text) => text.body.startsWith("Sorry")),
      15_000,
    );
    expect(sent.at(-1)?.body).toMatch(/Sorry, I couldn't come up with an answer/);
    expect(calls).toBe(3);
    const [apology] = await t.database.db.select().from(messages).where(eq(messages.kind, "apology"));
    expect(apology?.sender_role).toBe("assistant");
  });
});
