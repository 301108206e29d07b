import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSetting } from "../../src/db/repositories/settings.js";
import { messages, queuedMessages } from "../../src/db/schema/index.js";
import { WHATSAPP_OFF_HOLD_REASON } from "../../src/domain/delivery-rules/whatsapp-delivery.js";
import { WHATSAPP_WINDOW_HOLD_REASON } from "../../src/domain/delivery-rules/whatsapp-window.js";
import { manualClock } from "../helpers/manual-clock.js";
import {
  type PipelineApp,
  SYSTEM_NUMBER,
  settled,
  startPipelineApp,
  threadWith,
  userByPhone,
} from "../helpers/pipeline-app.js";
import { eventually, inboundWhatsApp, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

/** Decision 042: WhatsApp off by default, its one notice a day, and templates outside the window. */
const HOUR_MS = 60 * 60 * 1000;
const AI_TEXT = "An answer from the model.";
const TEMPLATE_SID = `HX${"b7".repeat(16)}`;
const OFF_MESSAGE = "WhatsApp is closed here. Text {number} by SMS and I'll answer.";
const OFF_NOTICE = "WhatsApp is closed here. Text +1 (500) 555-0006 by SMS and I'll answer.";

const clock = manualClock(new Date("2026-03-02T15:00:00Z"));
let t: PipelineApp;
let phoneCounter = 700;

beforeAll(async () => {
  // WHATSAPP_ENABLED is left as a new installation has it: off.
  t = await startPipelineApp({ clock, settings: { WHATSAPP_DISABLED_MESSAGE: OFF_MESSAGE } });
  t.ai.script = () => ({ text: AI_TEXT });
});
afterAll(() => t.stopAll());

function newPhone(): string {
  phoneCounter += 1;
  return `+1415555${String(phoneCounter).padStart(4, "0")}`;
}

/** Posts a WhatsApp text as Twilio does and waits until the pipeline is done with it. */
async function whatsApp(phone: string, body: string) {
  const response = await postTwilioWebhook(t.app, SMS_PATH, inboundWhatsApp(phone, SYSTEM_NUMBER, body));
  expect(response.statusCode).toBe(200);
  await settled(t);
}

const sentTo = (phone: string) => t.twilio.sent.filter((text) => text.to === `whatsapp:${phone}`);

async function queue(recipient: string, content: string, type: "reminder" | "notification" = "reminder") {
  const [row] = await t.database.db
    .insert(queuedMessages)
    .values({ recipient, content, type, scheduled_for: clock.now() })
    .returning({ id: queuedMessages.id });
  if (!row) throw new Error("not queued");
  await t.scheduler.changed("queue");
  return row.id;
}

async function queued(id: number) {
  const [row] = await t.database.db.select().from(queuedMessages).where(eq(queuedMessages.id, id));
  return row;
}

describe("WhatsApp off, as a new installation has it", () => {
  it("stores the text, never asks the AI, and points the person to SMS at most once a day", async () => {
    const phone = newPhone();
    const aiCalls = t.ai.requests.length;
    await whatsApp(phone, "hi, can you plan my week?");
    expect(sentTo(phone).map((text) => text.body)).toEqual([OFF_NOTICE]);
    expect(sentTo(phone)[0]?.from).toBe(`whatsapp:${SYSTEM_NUMBER}`);

    clock.advance(23 * HOUR_MS);
    await whatsApp(phone, "hello?");
    expect(sentTo(phone)).toHaveLength(1);

    clock.advance(HOUR_MS);
    await whatsApp(phone, "anyone there?");
    expect(sentTo(phone).map((text) => text.body)).toEqual([OFF_NOTICE, OFF_NOTICE]);
    expect(t.ai.requests.length).toBe(aiCalls);

    const thread = await threadWith(t, phone);
    const stored = await t.database.db.select().from(messages).where(eq(messages.thread_id, thread.id));
    const texts = stored.filter((message) => message.sender_role === "user");
    expect(texts.map((message) => message.content)).toEqual([
      "hi, can you plan my week?",
      "hello?",
      "anyone there?",
    ]);
    expect(texts.every((message) => message.processed_at !== null)).toBe(true);
    expect((await userByPhone(t, phone))?.free_messages_used).toBe(0);
  });

  it("still honours STOP on WhatsApp", async () => {
    const phone = newPhone();
    await whatsApp(phone, "STOP");
    expect((await userByPhone(t, phone))?.opted_out).toBe(true);
    expect(sentTo(phone).map((text) => text.body)).not.toContain(OFF_NOTICE);
  });

  it("holds a reminder to a person reachable only on WhatsApp, saying the channel is off", async () => {
    const phone = newPhone();
    await whatsApp(phone, "remind me later");
    const id = await queue(phone, "Reminder: water the plants");
    const row = await eventually(
      () => queued(id),
      (found) => found?.hold_reason != null,
    );
    expect(row).toMatchObject({ processed: false, hold_reason: WHATSAPP_OFF_HOLD_REASON });
    expect(sentTo(phone).map((text) => text.body)).toEqual([OFF_NOTICE]);
  });
});

describe("WhatsApp on, with an approved template", () => {
  beforeAll(async () => {
    await writeSetting(t.database.db, "WHATSAPP_ENABLED", "true");
  });

  it("answers with the AI inside the window", async () => {
    const phone = newPhone();
    await whatsApp(phone, "what's the capital of Peru?");
    expect(sentTo(phone).map((text) => text.body)).toEqual([AI_TEXT]);
  });

  it("holds a reminder outside the window while no template is set", async () => {
    const phone = newPhone();
    await whatsApp(phone, "remind me tomorrow");
    clock.advance(25 * HOUR_MS);
    const id = await queue(phone, "Reminder: call the dentist");
    const row = await eventually(
      () => queued(id),
      (found) => found?.hold_reason != null,
    );
    expect(row).toMatchObject({ processed: false, hold_reason: WHATSAPP_WINDOW_HOLD_REASON });
  });

  it("sends reminders and announcements outside the window as the template, the text as variable 1", async () => {
    await writeSetting(t.database.db, "WHATSAPP_TEMPLATE_SID", TEMPLATE_SID);
    const phone = newPhone();
    await whatsApp(phone, "remind me in two days");
    clock.advance(48 * HOUR_MS);
    const reminder = await queue(phone, "Reminder: take your pills");
    const announcement = await queue(phone, "We're open late on Friday!", "notification");
    const sent = await eventually(
      () => sentTo(phone).filter((text) => text.contentSid !== null),
      (texts) => texts.length === 2,
    );
    expect(
      sent.map(({ body, contentSid, contentVariables, from }) => ({
        body,
        contentSid,
        contentVariables,
        from,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          body: "",
          contentSid: TEMPLATE_SID,
          contentVariables: JSON.stringify({ 1: "Reminder: take your pills" }),
          from: `whatsapp:${SYSTEM_NUMBER}`,
        },
        {
          body: "",
          contentSid: TEMPLATE_SID,
          contentVariables: JSON.stringify({ 1: "We're open late on Friday!" }),
          from: `whatsapp:${SYSTEM_NUMBER}`,
        },
      ]),
    );
    for (const id of [reminder, announcement])
      expect(await queued(id)).toMatchObject({ processed: true, hold_reason: null, skip_reason: null });
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.queued_message_id, reminder));
    expect(stored).toMatchObject([
      {
        content: "Reminder: take your pills",
        whatsapp_template_sid: TEMPLATE_SID,
        delivery_status: "queued",
      },
    ]);
  });

  it("keeps free text inside the window even with a template set", async () => {
    const phone = newPhone();
    await whatsApp(phone, "remind me in an hour");
    const id = await queue(phone, "Reminder: stretch");
    await eventually(
      () => queued(id),
      (row) => row?.processed === true,
    );
    const reminder = await eventually(
      () => sentTo(phone).find((text) => text.body === "Reminder: stretch"),
      (found) => found !== undefined,
    );
    expect(reminder).toMatchObject({ contentSid: null, contentVariables: null });
  });
});
