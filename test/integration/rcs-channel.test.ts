import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, systemNumbers } from "../../src/db/schema/index.js";
import { createLogger } from "../../src/logger.js";
import { RCS_NEEDS_MESSAGING_SERVICE } from "../../src/providers/sms/twilio-rest.js";
import { MOCK_CHAT_USER_PHONE } from "../../src/shared/mock-chat.js";
import { adminClient } from "../helpers/admin-client.js";
import {
  type PipelineApp,
  SYSTEM_NUMBER,
  settled,
  startPipelineApp,
  threadsOf,
  userByPhone,
} from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import {
  eventually,
  newMessageSid,
  postTwilioWebhook,
  SMS_PATH,
  TEST_TWILIO,
} from "../helpers/twilio-webhook.js";

/**
 * Issue 40, RCS: Twilio tries RCS first through a Messaging Service with an RCS sender and falls
 * back to SMS. Replies from RCS phones arrive from rcs:+… to the RCS sender; they are the same
 * person as on SMS, answered on RCS through the number's service, and a reply Twilio delivered by
 * SMS shows as SMS. The payloads are Twilio's, with the fields the code does not read.
 */

const SERVICE = `MG${"2b".repeat(16)}`;
/** An RCS sender as Twilio names it: the agent the person's messaging app shows. */
const RCS_SENDER = "rcs:textpal_k4xc2hqa_agent";
const STATUS_PATH = "/api/webhooks/twilio/status";

let t: PipelineApp;
let admin: ReturnType<typeof adminClient>;
const warnings: string[] = [];
let phoneCounter = 0;
const newPhone = () => `+1718555${String(2000 + ++phoneCounter).slice(-4)}`;

beforeAll(async () => {
  t = await startPipelineApp({
    offline: true,
    logger: createLogger({ LOG_LEVEL: "warn" }, { write: (line: string) => void warnings.push(line) }),
  });
  admin = adminClient(t.app, await signInCookie(t.app));
  await t.database.db
    .update(systemNumbers)
    .set({ messaging_service_sid: SERVICE })
    .where(eq(systemNumbers.number, SYSTEM_NUMBER));
});
afterAll(() => t.stopAll());

/** An inbound RCS text as Twilio posts it to the Messaging Service's webhook. */
function rcsWebhook(phone: string, body: string, to = RCS_SENDER) {
  const sid = newMessageSid();
  return {
    ToCountry: "",
    ToState: "",
    SmsMessageSid: sid,
    NumMedia: "0",
    ToCity: "",
    FromZip: "",
    SmsSid: sid,
    FromState: "",
    SmsStatus: "received",
    FromCity: "",
    Body: body,
    FromCountry: "",
    To: to,
    MessagingServiceSid: SERVICE,
    ToZip: "",
    NumSegments: "1",
    MessageSid: sid,
    AccountSid: TEST_TWILIO.accountSid,
    From: `rcs:${phone}`,
    ApiVersion: "2010-04-01",
  };
}

/** A status callback as Twilio posts it for a text sent through the service. */
function statusWebhook(
  sid: string,
  status: string,
  from: string,
  to: string,
  extra: Record<string, string> = {},
) {
  return {
    SmsSid: sid,
    SmsStatus: status,
    MessageStatus: status,
    To: to,
    MessagingServiceSid: SERVICE,
    MessageSid: sid,
    AccountSid: TEST_TWILIO.accountSid,
    From: from,
    ApiVersion: "2010-04-01",
    ...extra,
  };
}

async function post(path: string, params: Record<string, string>) {
  const response = await postTwilioWebhook(t.app, path, params);
  expect(response.statusCode).toBeLessThan(300);
  await settled(t);
}

async function replyTo(phone: string) {
  const [reply] = await t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.recipient, phone), eq(messages.sender_role, "assistant")))
    .orderBy(messages.id);
  if (!reply?.provider_message_id) throw new Error(`no reply sent to ${phone}`);
  return reply;
}

describe("RCS texts", () => {
  it("are taken from rcs: senders, routed by the Messaging Service, and answered on RCS through it", async () => {
    const phone = newPhone();
    await post(SMS_PATH, rcsWebhook(phone, "hello over rcs"));

    const [thread] = await threadsOf(t, phone);
    expect(thread).toMatchObject({ channel: "rcs", system_number: SYSTEM_NUMBER, is_group_chat: false });
    // Through the service, to the plain number: Twilio tries RCS first and falls back to SMS itself.
    expect(t.twilio.sentTo(phone)).toEqual([
      expect.objectContaining({ messagingServiceSid: SERVICE, from: "" }),
    ]);
    expect(t.twilio.sentTo(`rcs:${phone}`)).toEqual([]);
  });

  it("are the same person as on SMS: one profile, one free-message count, both channels listed", async () => {
    const phone = newPhone();
    await post(SMS_PATH, rcsWebhook(phone, "first, on rcs"));
    const sms = rcsWebhook(phone, "then by sms", SYSTEM_NUMBER);
    await post(SMS_PATH, { ...sms, From: phone });

    expect((await userByPhone(t, phone))?.free_messages_used).toBe(2);
    expect((await threadsOf(t, phone)).map((thread) => thread.channel).sort()).toEqual(["rcs", "sms"]);
    const [listed] = (await admin("GET", `/api/admin/users?search=${encodeURIComponent(phone)}`)).json();
    expect([...listed.channels].sort()).toEqual(["rcs", "sms"]);
  });

  it("record RCS statuses, read included, and show a reply Twilio delivered by SMS fallback as SMS", async () => {
    const read = newPhone();
    await post(SMS_PATH, rcsWebhook(read, "will you read this?"));
    const readReply = await replyTo(read);
    const sid = readReply.provider_message_id ?? "";
    await post(
      STATUS_PATH,
      statusWebhook(sid, "delivered", RCS_SENDER, `rcs:${read}`, { ChannelPrefix: "rcs" }),
    );
    await post(STATUS_PATH, statusWebhook(sid, "read", RCS_SENDER, `rcs:${read}`, { ChannelPrefix: "rcs" }));
    expect(await replyTo(read)).toMatchObject({ delivery_status: "read", channel: "rcs" });

    const fellBack = newPhone();
    await post(SMS_PATH, rcsWebhook(fellBack, "my phone has RCS off"));
    const reply = await replyTo(fellBack);
    const fallbackSid = reply.provider_message_id ?? "";
    // Twilio's callbacks once it fell back name the SMS sender of the pool, not the RCS one.
    await post(STATUS_PATH, statusWebhook(fallbackSid, "sent", SYSTEM_NUMBER, fellBack));
    await post(STATUS_PATH, statusWebhook(fallbackSid, "delivered", SYSTEM_NUMBER, fellBack));
    // A late report of the RCS attempt does not undo it.
    await post(STATUS_PATH, statusWebhook(fallbackSid, "sent", RCS_SENDER, `rcs:${fellBack}`));
    expect(await replyTo(fellBack)).toMatchObject({ delivery_status: "delivered", channel: "sms" });

    const [thread] = await threadsOf(t, fellBack);
    const shown = (await admin("GET", `/api/admin/thread-messages/${thread?.id}`)).json();
    expect(shown.find((message: { id: number }) => message.id === reply.id)).toMatchObject({
      channel: "sms",
      delivery_status: "delivered",
    });
  });

  it("are answered by SMS, with the reason logged, when the number has no Messaging Service", async () => {
    await t.database.db
      .update(systemNumbers)
      .set({ messaging_service_sid: null })
      .where(eq(systemNumbers.number, SYSTEM_NUMBER));
    try {
      const phone = newPhone();
      await post(SMS_PATH, {
        ...rcsWebhook(phone, "rcs to the number itself", SYSTEM_NUMBER),
        MessagingServiceSid: "",
      });
      expect((await threadsOf(t, phone))[0]?.channel).toBe("rcs");
      expect(t.twilio.sentTo(phone)).toEqual([
        expect.objectContaining({ from: SYSTEM_NUMBER, messagingServiceSid: null }),
      ]);
      expect(await replyTo(phone)).toMatchObject({ channel: "sms" });
      expect(warnings.some((line) => line.includes(RCS_NEEDS_MESSAGING_SERVICE))).toBe(true);
    } finally {
      await t.database.db
        .update(systemNumbers)
        .set({ messaging_service_sid: SERVICE })
        .where(eq(systemNumbers.number, SYSTEM_NUMBER));
    }
  });

  it("can be played from the mock chat, into the test phone's rcs thread", async () => {
    const sent = await admin("POST", "/api/admin/mock-sms", {
      from: MOCK_CHAT_USER_PHONE,
      body: "hello from the mock, on rcs",
      channel: "rcs",
    });
    expect(sent.statusCode).toBe(202);
    const read = (channel: string) =>
      admin(
        "GET",
        `/api/admin/thread-by-phone/${encodeURIComponent(MOCK_CHAT_USER_PHONE)}?channel=${channel}`,
      );
    const rcs = await eventually(
      async () => (await read("rcs")).json(),
      (body) => body.messages.length >= 2,
    );
    expect(rcs.thread.channel).toBe("rcs");
    expect(rcs.messages.at(-1)).toMatchObject({ sender_role: "assistant", channel: null });
    expect((await read("sms")).json().thread).toBeNull();
  });
});
