import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { APOLOGY } from "../../src/domain/assistant/assistant.js";
import { twilioSignature } from "../../src/providers/sms/twilio-signature.js";
import {
  allMessages,
  type PipelineApp,
  SYSTEM_NUMBER,
  settled,
  startPipelineApp,
  userByPhone,
} from "../helpers/pipeline-app.js";
import {
  eventually,
  inboundSms,
  postTwilioWebhook,
  SMS_PATH,
  TEST_TWILIO,
} from "../helpers/twilio-webhook.js";

/** Real texts carry what PostgreSQL refuses, and models sometimes answer with nothing to read. */
let t: PipelineApp;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const logger = pino({ level: "info" }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  t = await startPipelineApp({ logger });
});
afterAll(() => t.stopAll());
afterEach(async () => {
  await settled(t);
  t.ai.script = () => ({ text: "Hello from the fake model." });
});

let phoneCounter = 0;
function newPhone(): string {
  phoneCounter += 1;
  return `+1415555${String(1000 + phoneCounter).padStart(4, "0")}`;
}

async function storedTextOf(phone: string) {
  const rows = await eventually(
    async () => (await allMessages(t)).filter((row) => row.sender === phone),
    (list) => list.length > 0,
  );
  return rows[0];
}

describe("a signed text with control characters", () => {
  it("stores the body without NUL and other C0 controls, and answers it", async () => {
    const phone = newPhone();
    const body = "hi\u0000 there\u0007\ttab\r\nnext\u001b[31m";
    const response = await postTwilioWebhook(t.app, SMS_PATH, inboundSms(phone, SYSTEM_NUMBER, body));
    expect(response.statusCode).toBe(200);
    expect((await storedTextOf(phone))?.content).toBe("hi there\ttab\r\nnext[31m");
    const sent = await eventually(
      () => t.twilio.sentTo(phone),
      (list) => list.length > 0,
    );
    expect(sent[0]?.body).toBe("Hello from the fake model.");
  });

  it("takes NUL in the media fields and in fields it does not know", async () => {
    const phone = newPhone();
    const params = inboundSms(phone, SYSTEM_NUMBER, "photo", {
      NumMedia: "1",
      MediaUrl0: "https://api.twilio.com/media/ME1\u0000",
      MediaContentType0: "image/jpeg\u0000",
      FromCity: "SAN\u0000 FRANCISCO",
      "Odd\u0000Name": "value",
    });
    const response = await postTwilioWebhook(t.app, SMS_PATH, params);
    expect(response.statusCode).toBe(200);
    const stored = await storedTextOf(phone);
    expect(stored?.media).toEqual([{ url: "https://api.twilio.com/media/ME1", content_type: "image/jpeg" }]);
  });

  it("takes a body of bytes that are not UTF-8 (half an emoji, a surrogate encoded alone)", async () => {
    const phone = newPhone();
    const { Body: _empty, ...params } = inboundSms(phone, SYSTEM_NUMBER, "");
    const form = Buffer.concat([
      Buffer.from(`${new URLSearchParams(params).toString()}&Body=`),
      Buffer.from([0x68, 0x61, 0x6c, 0x66, 0x20, 0xf0, 0x9f, 0x20, 0xed, 0xa0, 0xbd]),
    ]);
    // Signed over the text as the server decodes it, as Twilio signs the text it sent.
    const decoded = Object.fromEntries(new URLSearchParams(form.toString("utf8")));
    const signature = twilioSignature(TEST_TWILIO.authToken, `${TEST_TWILIO.publicUrl}${SMS_PATH}`, decoded);
    const response = await t.app.inject({
      method: "POST",
      url: SMS_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
      payload: form,
    });
    expect(response.statusCode).toBe(200);
    expect((await storedTextOf(phone))?.content).toMatch(/^half \uFFFD/);
  });

  it("answers a status callback carrying NUL with 204", async () => {
    const params = { MessageSid: "SM\u0000unknown", MessageStatus: "delivered\u0000", ErrorCode: "\u0000" };
    const response = await postTwilioWebhook(t.app, "/api/webhooks/twilio/status", params);
    expect(response.statusCode).toBe(204);
  });

  it("still refuses a body that Twilio did not sign", async () => {
    const params = inboundSms(newPhone(), SYSTEM_NUMBER, "a\u0000b");
    const signedClean = twilioSignature(TEST_TWILIO.authToken, `${TEST_TWILIO.publicUrl}${SMS_PATH}`, {
      ...params,
      Body: "ab",
    });
    const response = await postTwilioWebhook(t.app, SMS_PATH, params, signedClean);
    expect(response.statusCode).toBe(403);
  });
});

describe("a reply with nothing to read", () => {
  it("sends markup that stripping would empty as it was written, and counts it", async () => {
    const phone = newPhone();
    t.ai.script = () => ({ text: "---" });
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(phone, SYSTEM_NUMBER, "draw a line"));
    const sent = await eventually(
      () => t.twilio.sentTo(phone),
      (list) => list.length > 0,
    );
    expect(sent.map((message) => message.body)).toEqual(["---"]);
    await settled(t);
    expect((await userByPhone(t, phone))?.free_messages_used).toBe(1);
  });

  it("apologises for a blank reply and does not count a free message", async () => {
    const phone = newPhone();
    t.ai.script = () => ({ text: " \u200B\n\u2800 " });
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(phone, SYSTEM_NUMBER, "say nothing"));
    const sent = await eventually(
      () => t.twilio.sentTo(phone),
      (list) => list.length > 0,
    );
    expect(sent.map((message) => message.body)).toEqual([APOLOGY]);
    await settled(t);
    expect((await userByPhone(t, phone))?.free_messages_used).toBe(0);
  });
});

describe("addresses as carriers and links write them", () => {
  it("answers a sender written with tel:, fullwidth digits or the 011 prefix", async () => {
    const senders = [
      ["tel:+1-415-555-0201", "+14155550201"],
      ["＋１４１５５５５０２０２", "+14155550202"],
      ["011 1 415 555 0203", "+14155550203"],
    ] as const;
    for (const [from] of senders)
      await postTwilioWebhook(t.app, SMS_PATH, inboundSms(from, SYSTEM_NUMBER, "hi"));
    for (const [, phone] of senders) {
      const sent = await eventually(
        () => t.twilio.sentTo(phone),
        (list) => list.length > 0,
      );
      expect(sent.map((message) => message.body)).toEqual(["Hello from the fake model."]);
    }
  });
});

describe("a text on a channel this product does not serve", () => {
  it("is refused with a logged reason, never silently", async () => {
    const sid = "SMmessenger000000000000000000001";
    const params = {
      ...inboundSms("messenger:1234567890", SYSTEM_NUMBER, "hola"),
      MessageSid: sid,
    };
    const response = await postTwilioWebhook(t.app, SMS_PATH, params);
    expect(response.statusCode).toBe(200);
    const line = logLines.find((entry) => entry.sid === sid);
    expect(line).toMatchObject({ level: 40, reason: "unsupported_channel" });
    expect(String(line?.msg)).toMatch(/messenger is not a channel this product serves/);
    expect((await allMessages(t)).some((row) => row.provider_message_id === sid)).toBe(false);
  });
});
