import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queuedMessages, threads } from "../../src/db/schema/index.js";
import { WHATSAPP_WINDOW_HOLD_REASON } from "../../src/domain/delivery-rules/whatsapp-window.js";
import { MOCK_CHAT_USER_PHONE } from "../../src/shared/mock-chat.js";
import {
  type PipelineApp,
  SYSTEM_NUMBER,
  settled,
  startPipelineApp,
  userByPhone,
} from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const AI_TEXT = "An answer from the model.";

let t: PipelineApp;
/** The app's clock runs this far ahead of the wall clock, so a test can let a day pass. */
let ahead = 0;
const now = () => new Date(Date.now() + ahead);
let phoneCounter = 300;

beforeAll(async () => {
  t = await startPipelineApp({ clock: { now }, settings: { WHATSAPP_ENABLED: "true" } });
  t.ai.script = () => ({ text: AI_TEXT });
});
afterAll(() => t.stopAll());

function newPhone(): string {
  phoneCounter += 1;
  return `+1415555${String(phoneCounter).padStart(4, "0")}`;
}

/** Texts our number through the signed webhook, on WhatsApp or SMS, and waits until it is answered. */
async function text(phone: string, body: string, channel: "sms" | "whatsapp") {
  const scheme = channel === "whatsapp" ? "whatsapp:" : "";
  const response = await postTwilioWebhook(
    t.app,
    SMS_PATH,
    inboundSms(`${scheme}${phone}`, `${scheme}${SYSTEM_NUMBER}`, body),
  );
  expect(response.statusCode).toBe(200);
  await eventually(
    () => t.twilio.sent.filter((sent) => sent.body === AI_TEXT && sent.to === `${scheme}${phone}`).length,
    (count) => count > 0,
  );
  await settled(t);
}

async function threadsOf(phone: string) {
  return t.database.db
    .select()
    .from(threads)
    .where(eq(threads.participants, [phone]));
}

async function queue(recipient: string, content: string, type: "reminder" | "notification" = "reminder") {
  const [row] = await t.database.db
    .insert(queuedMessages)
    .values({ recipient, content, type, scheduled_for: now() })
    .returning();
  if (!row) throw new Error("not queued");
  scheduledAt.set(row.id, row.scheduled_for);
  return row.id;
}

/** When each queued row was first due, to tell it from the next check a hold moves it to. */
const scheduledAt = new Map<number, Date>();

async function queued(id: number) {
  const [row] = await t.database.db.select().from(queuedMessages).where(eq(queuedMessages.id, id));
  return row;
}

const sentTo = (address: string, body: string) =>
  t.twilio.sent.filter((sent) => sent.to === address && sent.body === body);

describe("WhatsApp through Twilio", () => {
  it("keeps one person, one profile and one free-message count across SMS and WhatsApp", async () => {
    const phone = newPhone();
    await text(phone, "hello by sms", "sms");
    await text(phone, "hello on whatsapp", "whatsapp");

    const user = await userByPhone(t, phone);
    expect(user?.free_messages_used).toBe(2);
    expect(user?.whatsapp_last_inbound_at).not.toBeNull();
    const channels = (await threadsOf(phone)).map((thread) => thread.channel).sort();
    expect(channels).toEqual(["sms", "whatsapp"]);
  });

  it("names each person's channels from their threads, in the users list and in a user's details", async () => {
    const onlyWhatsApp = newPhone();
    await text(onlyWhatsApp, "only ever on whatsapp", "whatsapp");
    const both = newPhone();
    await text(both, "by sms", "sms");
    await text(both, "and by whatsapp", "whatsapp");
    const cookie = await signInCookie(t.app);
    const get = async (url: string) =>
      (await t.app.inject({ method: "GET", url, headers: { cookie } })).json();
    for (const [phone, channels] of [
      [onlyWhatsApp, ["whatsapp"]],
      [both, ["sms", "whatsapp"]],
    ] as const) {
      const [listed] = await get(`/api/admin/users?search=${encodeURIComponent(phone)}`);
      expect(listed).toMatchObject({ phone_number: phone, threadCount: channels.length, channels });
      expect(await get(`/api/admin/users/${listed.id}`)).toMatchObject({ channels });
    }
  });

  it("answers a WhatsApp text on WhatsApp, from and to whatsapp: addresses", async () => {
    const phone = newPhone();
    await text(phone, "what's up", "whatsapp");
    const [reply] = sentTo(`whatsapp:${phone}`, AI_TEXT);
    expect(reply?.from).toBe(`whatsapp:${SYSTEM_NUMBER}`);
    expect(sentTo(phone, AI_TEXT)).toHaveLength(0);
    const [thread] = await threadsOf(phone);
    expect(thread).toMatchObject({ channel: "whatsapp", is_group_chat: false });
  });

  it("sends a reminder to a WhatsApp-only person inside the window on WhatsApp", async () => {
    const phone = newPhone();
    await text(phone, "remind me", "whatsapp");
    const id = await queue(phone, "Your reminder, in the window");
    await eventually(
      () => queued(id),
      (row) => row?.processed === true,
    );
    expect((await queued(id))?.hold_reason).toBeNull();
    await eventually(
      () => sentTo(`whatsapp:${phone}`, "Your reminder, in the window"),
      (sent) => sent.length === 1,
    );
  });

  it("holds a reminder and an announcement outside the window, and sends them once the person writes", async () => {
    const phone = newPhone();
    const smsPerson = newPhone();
    await text(phone, "hi there", "whatsapp");
    await text(smsPerson, "hi there", "sms");
    ahead += DAY_MS + 60_000;

    const reminder = await queue(phone, "A reminder after a day");
    const announcement = await queue(phone, "An announcement after a day", "notification");
    const smsReminder = await queue(smsPerson, "An SMS reminder after a day");

    for (const id of [reminder, announcement]) {
      const row = await eventually(
        () => queued(id),
        (found) => found?.hold_reason != null,
      );
      expect(row).toMatchObject({ processed: false, hold_reason: WHATSAPP_WINDOW_HOLD_REASON });
      // The queue keeps the time it was meant for; scheduled_for is now its next check.
      expect(row?.held_from).toEqual(scheduledAt.get(id));
      expect(row?.scheduled_for.getTime()).toBeGreaterThan(
        row?.held_from?.getTime() ?? Number.POSITIVE_INFINITY,
      );
    }
    // Someone on SMS is not held: the window is WhatsApp's.
    await eventually(
      () => queued(smsReminder),
      (row) => row?.processed === true,
    );
    await eventually(
      () => sentTo(smsPerson, "An SMS reminder after a day"),
      (sent) => sent.length === 1,
    );
    expect(
      t.twilio.sent.filter((sent) => sent.to === `whatsapp:${phone}` && sent.body.includes("after a day")),
    ).toHaveLength(0);

    await text(phone, "I'm back", "whatsapp");
    for (const id of [reminder, announcement]) {
      const row = await eventually(
        () => queued(id),
        (found) => found?.processed === true,
      );
      expect(row).toMatchObject({ hold_reason: null, skip_reason: null, held_from: scheduledAt.get(id) });
    }
    await eventually(
      () =>
        t.twilio.sent.filter((sent) => sent.to === `whatsapp:${phone}` && sent.body.includes("after a day")),
      (sent) => sent.length === 2,
    );
  });

  it("sends to a person on both channels by SMS when their WhatsApp window is closed", async () => {
    const phone = newPhone();
    await text(phone, "sms first", "sms");
    await text(phone, "then whatsapp", "whatsapp");
    ahead += DAY_MS + 60_000;
    const id = await queue(phone, "Reminder for someone on both");
    await eventually(
      () => queued(id),
      (row) => row?.processed === true,
    );
    await eventually(
      () => sentTo(phone, "Reminder for someone on both"),
      (sent) => sent.length === 1,
    );
    expect(sentTo(`whatsapp:${phone}`, "Reminder for someone on both")).toHaveLength(0);
    const held = await t.database.db
      .select()
      .from(queuedMessages)
      .where(and(eq(queuedMessages.recipient, phone), eq(queuedMessages.processed, false)));
    expect(held).toHaveLength(0);
  });

  it("lets the mock chat text on WhatsApp, into the test phone's whatsapp thread", async () => {
    const cookie = await signInCookie(t.app);
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/admin/mock-sms",
      headers: { cookie, "content-type": "application/json" },
      payload: { from: MOCK_CHAT_USER_PHONE, body: "hello from the mock", channel: "whatsapp" },
    });
    expect(sent.statusCode).toBe(202);
    const read = (channel: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/admin/thread-by-phone/${encodeURIComponent(MOCK_CHAT_USER_PHONE)}?channel=${channel}`,
        headers: { cookie },
      });
    const whatsapp = await eventually(
      async () => (await read("whatsapp")).json(),
      (body) => body.messages.length >= 2,
    );
    expect(whatsapp.thread.channel).toBe("whatsapp");
    expect((await read("sms")).json().thread).toBeNull();
  });
});
