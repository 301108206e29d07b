import { and, eq } from "drizzle-orm";
import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, systemNumbers, threads } from "../../src/db/schema/index.js";
import {
  HELP_TEXT,
  OPT_IN_CONFIRMATION,
  OPT_OUT_CONFIRMATION,
} from "../../src/messaging/rules/carrier-keywords.js";
import { MESSAGING_SERVICE_SID_MESSAGE, type SystemNumber } from "../../src/shared/system-numbers.js";
import { adminClient } from "../helpers/admin-client.js";
import {
  type PipelineApp,
  SYSTEM_NUMBER,
  settled,
  startPipelineApp,
  userByPhone,
} from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import {
  eventually,
  inboundSms,
  newMessageSid,
  postTwilioWebhook,
  SMS_PATH,
  TEST_TWILIO,
} from "../helpers/twilio-webhook.js";

/**
 * Issue 23, Messaging Services: a system number's Messaging Service SID, sending through it,
 * routing texts a service's pool number received, Twilio's Advanced Opt-Out verdict and error 21610
 * on both paths, and real webhook payloads with the fields the code does not read.
 */

const SERVICE = `MG${"0123456789abcdef".repeat(2)}`;
const OTHER_SERVICE = `MG${"fedcba9876543210".repeat(2)}`;
/** A number of the service's sender pool that is not a system number here. */
const POOL_NUMBER = "+18885550142";
const STATUS_PATH = "/api/webhooks/twilio/status";

let t: PipelineApp;
let admin: ReturnType<typeof adminClient>;
let numberId: number;
let phoneCounter = 0;

/** A person of one's own per test, so no test sees another's texts or opt-outs. */
const newPhone = () => `+1646555${String(1000 + ++phoneCounter).slice(-4)}`;

beforeAll(async () => {
  t = await startPipelineApp({ offline: true });
  admin = adminClient(t.app, await signInCookie(t.app));
  const [row] = await t.database.db
    .select()
    .from(systemNumbers)
    .where(eq(systemNumbers.number, SYSTEM_NUMBER));
  numberId = row?.id ?? 0;
});
afterAll(() => t.stopAll());

async function setService(sid: string | null, id = numberId) {
  const response = await admin("PATCH", `/api/admin/system-numbers/${id}`, { messaging_service_sid: sid });
  expect(response.statusCode).toBe(200);
}

async function textsFrom(phone: string) {
  return t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.sender, phone), eq(messages.sender_role, "user")))
    .orderBy(messages.id);
}

async function threadsOf(phone: string) {
  return t.database.db
    .select()
    .from(threads)
    .where(eq(threads.participants, [phone]));
}

/** Posts a text and waits until it is answered and its replies have left. */
async function text(params: Record<string, string>) {
  const response = await postTwilioWebhook(t.app, SMS_PATH, params);
  expect(response.statusCode).toBe(200);
  await settled(t);
  return response;
}

describe("a system number's Messaging Service SID", () => {
  it("is stored, listed, validated with the field's message, and cleared by null or an empty value", async () => {
    const created = await admin("POST", "/api/admin/system-numbers", {
      number: "+14155550177",
      messaging_service_sid: ` ${OTHER_SERVICE} `,
      is_active: false,
    });
    expect(created.statusCode).toBe(201);
    const added = created.json<SystemNumber>();
    expect(added.messaging_service_sid).toBe(OTHER_SERVICE);

    for (const bad of ["MG123", `PN${"0".repeat(32)}`, `MG${"g".repeat(32)}`, `${SERVICE}0`]) {
      const refused = await admin("PATCH", `/api/admin/system-numbers/${added.id}`, {
        messaging_service_sid: bad,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.messaging_service_sid).toBe(MESSAGING_SERVICE_SID_MESSAGE);
    }
    const badCreate = await admin("POST", "/api/admin/system-numbers", {
      number: "+14155550178",
      messaging_service_sid: "not a sid",
    });
    expect(badCreate.json().errors.messaging_service_sid).toBe(MESSAGING_SERVICE_SID_MESSAGE);

    const upper = `MG${"0123456789ABCDEF".repeat(2)}`;
    await setService(upper, added.id);
    const listed = (await admin("GET", "/api/admin/system-numbers")).json<SystemNumber[]>();
    expect(listed.find((row) => row.id === added.id)?.messaging_service_sid).toBe(upper);

    await setService(null, added.id);
    const [cleared] = await t.database.db.select().from(systemNumbers).where(eq(systemNumbers.id, added.id));
    expect(cleared?.messaging_service_sid).toBeNull();
    await setService(upper, added.id);
    await admin("PATCH", `/api/admin/system-numbers/${added.id}`, { messaging_service_sid: "" });
    const [emptied] = await t.database.db.select().from(systemNumbers).where(eq(systemNumbers.id, added.id));
    expect(emptied?.messaging_service_sid).toBeNull();
    // Left out of a PATCH, it stays.
    await setService(upper, added.id);
    await admin("PATCH", `/api/admin/system-numbers/${added.id}`, { campaign: "Spring" });
    const [kept] = await t.database.db.select().from(systemNumbers).where(eq(systemNumbers.id, added.id));
    expect(kept?.messaging_service_sid).toBe(upper);
  });
});

describe("sending through a Messaging Service", () => {
  it("sends replies and every other outbound text with MessagingServiceSid instead of From", async () => {
    const person = newPhone();
    await setService(SERVICE);
    await text(inboundSms(person, SYSTEM_NUMBER, "hello there"));
    const [reply] = t.twilio.sentTo(person);
    expect(reply).toMatchObject({ messagingServiceSid: SERVICE, from: "" });

    // A reminder (or any text queued for the outbound worker's claim) goes the same way.
    const [thread] = await threadsOf(person);
    await t.database.db.insert(messages).values({
      thread_id: thread?.id ?? 0,
      sender: SYSTEM_NUMBER,
      sender_role: "system",
      content: "Reminder: water the plants",
      recipient: person,
      kind: "reminder",
      delivery_status: "pending",
      next_attempt_at: new Date(),
    });
    t.messaging.outboundQueued();
    const reminder = await eventually(
      () => t.twilio.sentTo(person).find((sent) => sent.body.startsWith("Reminder:")),
      (sent) => sent !== undefined,
    );
    expect(reminder).toMatchObject({ messagingServiceSid: SERVICE, from: "" });

    // Cleared, the number sends with its own From again.
    await setService(null);
    await text(inboundSms(person, SYSTEM_NUMBER, "and now?"));
    expect(t.twilio.sentTo(person).at(-1)).toMatchObject({ from: SYSTEM_NUMBER, messagingServiceSid: null });
  });
});

describe("routing a text a Messaging Service received", () => {
  it("routes a pool number's text by its MessagingServiceSid to the number carrying that SID", async () => {
    const person = newPhone();
    await setService(SERVICE);
    await text(inboundSms(person, POOL_NUMBER, "hi from the pool", { MessagingServiceSid: SERVICE }));
    const [thread] = await threadsOf(person);
    // One-to-one: the pool number that received it is ours, not a third participant.
    expect(thread).toMatchObject({
      system_number: SYSTEM_NUMBER,
      is_group_chat: false,
      participants: [person],
    });
    expect(await textsFrom(person)).toHaveLength(1);
    expect(t.twilio.sentTo(person)).toEqual([expect.objectContaining({ messagingServiceSid: SERVICE })]);
  });

  it("routes by the To when it is one of our numbers, whatever service the webhook names", async () => {
    const person = newPhone();
    await setService(SERVICE);
    await text(inboundSms(person, SYSTEM_NUMBER, "direct", { MessagingServiceSid: OTHER_SERVICE }));
    expect((await threadsOf(person))[0]?.system_number).toBe(SYSTEM_NUMBER);
  });

  it("refuses a pool number's text whose service is no active number's, and follows a changed SID at once", async () => {
    const person = newPhone();
    await setService(SERVICE);
    const unknown = await postTwilioWebhook(
      t.app,
      SMS_PATH,
      inboundSms(person, POOL_NUMBER, "anyone?", { MessagingServiceSid: OTHER_SERVICE }),
    );
    expect(unknown.statusCode).toBe(200);
    const noService = await postTwilioWebhook(t.app, SMS_PATH, inboundSms(person, POOL_NUMBER, "anyone?"));
    expect(noService.statusCode).toBe(200);
    expect(await textsFrom(person)).toEqual([]);

    // The configuration in memory follows the edit: the next text routes by the new SID.
    await setService(OTHER_SERVICE);
    await text(inboundSms(person, POOL_NUMBER, "now?", { MessagingServiceSid: OTHER_SERVICE }));
    expect((await textsFrom(person)).map((row) => row.content)).toEqual(["now?"]);
    const stale = await postTwilioWebhook(
      t.app,
      SMS_PATH,
      inboundSms(person, POOL_NUMBER, "old service", { MessagingServiceSid: SERVICE }),
    );
    expect(stale.statusCode).toBe(200);
    expect(await textsFrom(person)).toHaveLength(1);

    // A switched-off number's service routes nothing.
    await admin("PATCH", `/api/admin/system-numbers/${numberId}`, { is_active: false });
    try {
      await postTwilioWebhook(
        t.app,
        SMS_PATH,
        inboundSms(person, POOL_NUMBER, "off?", { MessagingServiceSid: OTHER_SERVICE }),
      );
      expect(await textsFrom(person)).toHaveLength(1);
    } finally {
      await admin("PATCH", `/api/admin/system-numbers/${numberId}`, { is_active: true });
    }
  });
});

describe("Twilio's Advanced Opt-Out (OptOutType)", () => {
  const paths = [
    { name: "a direct number", to: SYSTEM_NUMBER, extra: {} as Record<string, string> },
    { name: "a Messaging Service", to: POOL_NUMBER, extra: { MessagingServiceSid: SERVICE } },
  ];
  for (const path of paths) {
    it(`opts out, back in and answers help by Twilio's verdict, whatever the words, on ${path.name}`, async () => {
      const person = newPhone();
      await setService(SERVICE);
      await text(inboundSms(person, path.to, "hello", path.extra));
      await text(inboundSms(person, path.to, "Stop please!!", { ...path.extra, OptOutType: "STOP" }));
      expect((await userByPhone(t, person))?.opted_out).toBe(true);
      expect(t.twilio.sentTo(person).at(-1)?.body).toBe(OPT_OUT_CONFIRMATION);
      const sentWhileOut = t.twilio.sentTo(person).length;

      await text(inboundSms(person, path.to, "Let me back in", { ...path.extra, OptOutType: "START" }));
      expect((await userByPhone(t, person))?.opted_out).toBe(false);
      expect(t.twilio.sentTo(person).length).toBe(sentWhileOut + 1);
      expect(t.twilio.sentTo(person).at(-1)?.body).toBe(OPT_IN_CONFIRMATION);

      await text(inboundSms(person, path.to, "what is this?", { ...path.extra, OptOutType: "HELP" }));
      expect(t.twilio.sentTo(person).at(-1)?.body).toBe(HELP_TEXT);
      expect((await textsFrom(person)).map((row) => row.kind)).toEqual([
        "inbound",
        "opt_out",
        "opt_in",
        "help",
      ]);
    });
  }
});

describe("error 21610 on a Messaging Service send", () => {
  it("opts the person out when the send is refused with 21610", async () => {
    const person = newPhone();
    await setService(SERVICE);
    t.twilio.failures.push({
      status: 400,
      code: 21610,
      message: "Attempt to send to unsubscribed recipient",
    });
    await text(inboundSms(person, POOL_NUMBER, "hello", { MessagingServiceSid: SERVICE }));
    expect(t.twilio.refused.at(-1)).toMatchObject({ to: person, messagingServiceSid: SERVICE, code: 21610 });
    expect((await userByPhone(t, person))?.opted_out).toBe(true);
  });

  it("opts the person out when the status callback of a service send reports 21610", async () => {
    const person = newPhone();
    await setService(SERVICE);
    await text(inboundSms(person, POOL_NUMBER, "hello", { MessagingServiceSid: SERVICE }));
    const [sent] = t.twilio.sentTo(person);
    expect(sent?.messagingServiceSid).toBe(SERVICE);
    // As Twilio reports a service send: the pool number it chose in From, the service beside it.
    const report = await postTwilioWebhook(t.app, STATUS_PATH, {
      AccountSid: TEST_TWILIO.accountSid,
      ApiVersion: "2010-04-01",
      ErrorCode: "21610",
      From: POOL_NUMBER,
      MessageSid: sent?.sid ?? "",
      MessageStatus: "undelivered",
      MessagingServiceSid: SERVICE,
      SmsSid: sent?.sid ?? "",
      SmsStatus: "undelivered",
      To: person,
    });
    expect(report.statusCode).toBe(204);
    expect((await userByPhone(t, person))?.opted_out).toBe(true);
  });
});

/**
 * Payloads with every field of Twilio's "request to your incoming message Webhook URL" page
 * (twilio.com/docs/messaging/guides/webhook-request), in the order Twilio sends them, with our own
 * numbers and SIDs; the Messaging Service one adds AddOns and Advanced Opt-Out's OptOutType (Twilio
 * support: "How to Track Opt-Out, Opt-In and Help Messages Using the OptOutType Parameter").
 * Each is signed by Twilio's own library, as Twilio signs its requests.
 */
describe("real Twilio webhook payloads", () => {
  function signedPost(params: Record<string, string>) {
    const url = `${TEST_TWILIO.publicUrl}${SMS_PATH}`;
    const signature = twilio.getExpectedTwilioSignature(TEST_TWILIO.authToken, url, params);
    expect(twilio.validateRequest(TEST_TWILIO.authToken, signature, url, params)).toBe(true);
    return postTwilioWebhook(t.app, SMS_PATH, params, signature);
  }

  it("stores a direct number's text with the fields the code does not read", async () => {
    const person = newPhone();
    const sid = newMessageSid();
    const response = await signedPost({
      ToCountry: "US",
      ToState: "CA",
      SmsMessageSid: sid,
      NumMedia: "0",
      ToCity: "SAN FRANCISCO",
      FromZip: "10001",
      SmsSid: sid,
      FromState: "NY",
      SmsStatus: "received",
      FromCity: "NEW YORK",
      Body: "Hello from a real payload",
      FromCountry: "US",
      To: SYSTEM_NUMBER,
      ToZip: "94105",
      NumSegments: "1",
      ReferralNumMedia: "0",
      MessageSid: sid,
      AccountSid: TEST_TWILIO.accountSid,
      From: person,
      ApiVersion: "2010-04-01",
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("<Response></Response>");
    expect(await textsFrom(person)).toEqual([
      expect.objectContaining({ content: "Hello from a real payload", provider_message_id: sid }),
    ]);
  });

  it("stores a Messaging Service's opt-out with AddOns, Messaging* and OptOutType, and opts out", async () => {
    const person = newPhone();
    const sid = newMessageSid();
    await setService(SERVICE);
    const response = await signedPost({
      ToCountry: "US",
      ToState: "CA",
      SmsMessageSid: sid,
      NumMedia: "0",
      ToCity: "",
      FromZip: "",
      SmsSid: sid,
      FromState: "NY",
      SmsStatus: "received",
      FromCity: "",
      Body: "Stop please!!",
      FromCountry: "US",
      To: POOL_NUMBER,
      MessagingServiceSid: SERVICE,
      ToZip: "",
      NumSegments: "1",
      ReferralNumMedia: "0",
      MessageSid: sid,
      AccountSid: TEST_TWILIO.accountSid,
      From: person,
      ApiVersion: "2010-04-01",
      OptOutType: "STOP",
      AddOns: JSON.stringify({ status: "successful", message: null, code: null, results: {} }),
    });
    expect(response.statusCode).toBe(200);
    await settled(t);
    expect(await textsFrom(person)).toEqual([
      expect.objectContaining({ content: "Stop please!!", kind: "opt_out", provider_message_id: sid }),
    ]);
    expect((await userByPhone(t, person))?.opted_out).toBe(true);
  });
});
