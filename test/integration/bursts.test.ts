import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { writeSetting } from "../../src/db/repositories/settings.js";
import { messages, threads, users } from "../../src/db/schema/index.js";
import { SETTING_DEFAULTS } from "../../src/shared/settings.js";
import { FakeMediaServer, pngOf } from "../helpers/fake-media-server.js";
import { hold } from "../helpers/hold.js";
import { manualClock } from "../helpers/manual-clock.js";
import { imageParts, lastUserContent, typedText } from "../helpers/model-request-parts.js";
import { type PipelineApp, SYSTEM_NUMBER, settled, startPipelineApp } from "../helpers/pipeline-app.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

/**
 * A person who texts in a burst while their answer is being written gets one reply to the rest,
 * from one AI call that sees all of it; a picture whose caption follows is answered once; and
 * someone texting faster than MAX_TEXTS_PER_MINUTE is told once and answered after the minute.
 */
let t: PipelineApp;
let media: FakeMediaServer;
const clock = manualClock(new Date("2026-12-03T15:00:00Z"));
let phones = 0;

beforeAll(async () => {
  media = await new FakeMediaServer().start();
  t = await startPipelineApp({ clock, pollIntervalMs: 25, env: { TWILIO_MEDIA_HOSTS: media.host } });
  t.ai.script = (request) => ({ text: `You said: ${typedText(request)}` });
}, 120_000);
afterAll(() => Promise.all([t.stopAll(), media.stop()]));
afterEach(async () => {
  t.ai.hold = null;
  await settled(t);
  t.ai.requests.length = 0;
});

function newPhone(): string {
  phones += 1;
  return `+1415555${String(2000 + phones)}`;
}

async function text(from: string, body: string, extra: Record<string, string> = {}) {
  const response = await postTwilioWebhook(t.app, SMS_PATH, inboundSms(from, SYSTEM_NUMBER, body, extra));
  expect(response.statusCode).toBe(200);
}

/** The texts the person sent that are stored, answered or not. */
async function inboundFrom(phone: string) {
  return t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.sender, phone), eq(messages.sender_role, "user")))
    .orderBy(messages.id);
}

/** The model's requests whose last turn came from this person's texts. */
const requestsSaying = (word: string) => t.ai.requests.filter((request) => typedText(request).includes(word));

describe("a burst of texts", () => {
  it("answers texts 2-5, sent while text 1 was answered, with one AI call and one reply", async () => {
    const phone = newPhone();
    const model = hold();
    t.ai.hold = model.promise;
    await text(phone, "hey");
    await eventually(
      () => requestsSaying("hey"),
      (requests) => requests.length === 1,
    );
    for (const body of ["quick question", "about tomorrow", "is it going to rain", "in Seattle"])
      await text(phone, body);
    expect(await inboundFrom(phone)).toHaveLength(5);
    model.release();

    const sent = await eventually(
      () => t.twilio.sentTo(phone),
      (list) => list.length === 2,
    );
    await settled(t);
    expect(t.ai.requests).toHaveLength(2);
    expect(typedText(t.ai.requests[1] as never)).toBe(
      "quick question\nabout tomorrow\nis it going to rain\nin Seattle",
    );
    expect(sent.map((reply) => reply.body)).toEqual([
      "You said: hey",
      "You said: quick question\nabout tomorrow\nis it going to rain\nin Seattle",
    ]);
    const texts = await inboundFrom(phone);
    expect(texts.every((row) => row.processed_at !== null)).toBe(true);
    // Counted as five texts and two replies, and as two free messages (two answers).
    const [person] = await t.database.db.select().from(users).where(eq(users.phone_number, phone));
    expect([person?.total_messages_sent, person?.free_messages_used]).toEqual([5, 2]);
    const [thread] = await t.database.db
      .select()
      .from(threads)
      .where(eq(threads.id, texts[0]?.thread_id ?? 0));
    expect(thread?.message_count).toBe(7);
    expect(thread?.last_message).toBe(sent[1]?.body);
  });

  it("answers a single text at once, with nothing to wait for", async () => {
    const phone = newPhone();
    await text(phone, "just one");
    await eventually(
      () => t.twilio.sentTo(phone),
      (list) => list.length === 1,
    );
    expect(t.ai.requests).toHaveLength(1);
  });

  it("keeps STOP out of the burst: the texts before it get one answer, then the opt-out", async () => {
    const phone = newPhone();
    const model = hold();
    t.ai.hold = model.promise;
    await text(phone, "first");
    await eventually(
      () => requestsSaying("first"),
      (requests) => requests.length === 1,
    );
    await text(phone, "second");
    await text(phone, "third");
    await text(phone, "STOP");
    await text(phone, "fourth, after stop");
    model.release();
    await eventually(
      () => t.twilio.sentTo(phone),
      (list) => list.some((reply) => /unsubscribed/i.test(reply.body)),
    );
    await settled(t);
    // One call for "second" and "third"; STOP took its own turn, after theirs.
    expect(t.ai.requests.map((request) => typedText(request))).toEqual(["first", "second\nthird"]);
    const bodies = t.twilio.sentTo(phone).map((reply) => reply.body);
    // Their answer leaves unless the opt-out, decided right after it, reached the send queue first;
    // then it is cancelled, since an opted-out person gets nothing but the confirmation. Either
    // way nothing follows the confirmation.
    expect([
      ["You said: first", "You said: second\nthird", bodies[2]],
      ["You said: first", bodies[1]],
    ]).toContainEqual(bodies);
    expect(bodies.at(-1)).toMatch(/unsubscribed/i);
    const [person] = await t.database.db.select().from(users).where(eq(users.phone_number, phone));
    expect(person?.opted_out).toBe(true);
    // The text after STOP is answered by silence, like any text from someone who opted out.
    expect((await inboundFrom(phone)).every((row) => row.processed_at !== null)).toBe(true);
    expect(t.ai.requests).toHaveLength(2);
  });

  it("answers a picture and the caption that followed it once, and keeps the first call's cost", async () => {
    const phone = newPhone();
    const picture = media.put(`/burst/${phone}.png`, pngOf(4, 4), "image/png");
    const model = hold();
    t.ai.hold = model.promise;
    t.ai.script = (request) => ({ text: `You said: ${typedText(request)}`, cost: 0.001 });
    await text(phone, "", { NumMedia: "1", MediaUrl0: picture, MediaContentType0: "image/png" });
    await eventually(
      () => t.ai.requests,
      (requests) => requests.length === 1,
    );
    await text(phone, "what kind of bird is this?");
    model.release();
    await eventually(
      () => t.ai.requests,
      (requests) => requests.length === 2,
    );
    await settled(t);
    const second = t.ai.requests[1];
    expect(imageParts(lastUserContent(second))).toHaveLength(1);
    expect(typedText(second as never)).toBe("what kind of bird is this?");
    expect(t.twilio.sentTo(phone).map((reply) => reply.body)).toEqual([
      "You said: what kind of bird is this?",
    ]);
    const [reply] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipient, phone), eq(messages.kind, "reply")));
    expect(reply?.ai_cost).toBeCloseTo(0.002, 6);
    t.ai.script = (request) => ({ text: `You said: ${typedText(request)}` });
  });
});

describe("MAX_TEXTS_PER_MINUTE", () => {
  afterAll(() => writeSetting(t.database.db, "MAX_TEXTS_PER_MINUTE", SETTING_DEFAULTS.MAX_TEXTS_PER_MINUTE));

  it("tells a flooding person once, stores the rest, and answers them together after the minute", async () => {
    await writeSetting(t.database.db, "MAX_TEXTS_PER_MINUTE", "3");
    const phone = newPhone();
    for (const body of ["one", "two", "three"]) {
      await text(phone, body);
      await settled(t);
      clock.advance(1000);
    }
    expect(t.twilio.sentTo(phone)).toHaveLength(3);
    for (const body of ["four", "five", "six"]) await text(phone, body);
    const notice = await eventually(
      () => t.twilio.sentTo(phone),
      (list) => list.length === 4,
    );
    expect(notice[3]?.body).toBe(SETTING_DEFAULTS.FLOOD_LIMIT_MESSAGE);
    // Stored, not answered: no AI call until the minute has passed. One poll period of the
    // worker shows that nothing more happens meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await inboundFrom(phone)).filter((row) => row.processed_at === null)).toHaveLength(3);
    expect(t.ai.requests).toHaveLength(3);
    expect(t.twilio.sentTo(phone)).toHaveLength(4);

    clock.advance(61_000);
    const sent = await eventually(
      () => t.twilio.sentTo(phone),
      (list) => list.length === 5,
    );
    await settled(t);
    expect(sent[4]?.body).toBe("You said: four\nfive\nsix");
    expect(t.ai.requests).toHaveLength(4);
    expect(
      t.twilio.sentTo(phone).filter((reply) => reply.body === SETTING_DEFAULTS.FLOOD_LIMIT_MESSAGE),
    ).toHaveLength(1);
  });

  it("still honours STOP at once, over the limit", async () => {
    await writeSetting(t.database.db, "MAX_TEXTS_PER_MINUTE", "1");
    const phone = newPhone();
    await text(phone, "hello");
    await settled(t);
    await text(phone, "STOP");
    await settled(t);
    const [person] = await t.database.db.select().from(users).where(eq(users.phone_number, phone));
    expect(person?.opted_out).toBe(true);
    expect(t.twilio.sentTo(phone).map((reply) => reply.body)).toEqual([
      "You said: hello",
      expect.stringMatching(/unsubscribed/i),
    ]);
  });
});
