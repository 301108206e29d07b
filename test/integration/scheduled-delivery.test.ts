import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  messages,
  queuedMessages,
  systemNumbers,
  threadParticipants,
  threads,
} from "../../src/db/schema/index.js";
import {
  SKIP_NO_SYSTEM_NUMBER,
  SKIP_OPTED_OUT,
  SKIP_UNKNOWN_RECIPIENT,
} from "../../src/domain/scheduling/delivery-decision.js";
import { dispatchDueMessages } from "../../src/domain/scheduling/dispatch-queued.js";
import { addQueuedMessage, addSystemNumber, addThread, addUser } from "../helpers/console-fixtures.js";
import { type PipelineApp, SYSTEM_NUMBER, startPipelineApp } from "../helpers/pipeline-app.js";
import { eventually } from "../helpers/twilio-webhook.js";

const SECOND_NUMBER = "+15005550007";
const RETIRED_NUMBER = "+15005550008";
const clock = { current: new Date("2026-01-15T15:00:00Z"), now: () => clock.current };
let t: PipelineApp;

beforeAll(async () => {
  t = await startPipelineApp({ workers: false, clock });
  // Only the sender and the inbound worker run; the test drives the dispatcher with its clock.
  t.messaging.start();
  await addSystemNumber(t.database.db, { number: SECOND_NUMBER, messages_per_second: 1000 });
  await addSystemNumber(t.database.db, { number: RETIRED_NUMBER, is_active: false });
});
afterAll(() => t.stopAll());

async function dispatchAt(iso: string) {
  clock.current = new Date(iso);
  const result = await dispatchDueMessages({ db: t.database.db, clock, defaultTimeZone: "America/New_York" });
  if (result.sent > 0) t.messaging.outboundQueued();
  return result;
}

const queuedRow = async (id: number) =>
  (await t.database.db.select().from(queuedMessages).where(eq(queuedMessages.id, id)))[0];

const outboundTo = (phone: string) =>
  t.database.db.select().from(messages).where(eq(messages.recipient, phone)).orderBy(messages.id);

const textsTo = (phone: string, count: number) =>
  eventually(
    () => t.twilio.sentTo(phone),
    (sent) => sent.length >= count,
  );

describe("dispatching due queued messages", () => {
  it("sends a due reminder into the recipient's most recently active thread, with its media", async () => {
    const db = t.database.db;
    const alice = await addUser(db, { phone_number: "+12125550301" });
    await addThread(db, [alice], [{ role: "user", content: "old", at: new Date("2026-01-01T10:00:00Z") }]);
    const recent = await addThread(
      db,
      [alice],
      [{ role: "user", content: "recent", at: new Date("2026-01-10T10:00:00Z") }],
      SECOND_NUMBER,
    );
    const queued = await addQueuedMessage(db, {
      content: "Reminder: water the plants",
      recipient: alice.phone_number,
      type: "reminder",
      media_url: "https://example.com/plant.jpg",
      scheduled_for: new Date("2026-01-15T16:00:00Z"),
    });

    expect((await dispatchAt("2026-01-15T15:59:59Z")).claimed).toBe(0);
    expect(await dispatchAt("2026-01-15T16:00:00Z")).toMatchObject({ claimed: 1, sent: 1 });

    const [sent] = await textsTo(alice.phone_number, 1);
    expect(sent).toMatchObject({
      from: SECOND_NUMBER,
      body: "Reminder: water the plants",
      mediaUrls: ["https://example.com/plant.jpg"],
    });
    const [message] = await outboundTo(alice.phone_number);
    expect(message).toMatchObject({
      thread_id: recent.id,
      sender: SECOND_NUMBER,
      sender_role: "system",
      kind: "reminder",
      media_url: "https://example.com/plant.jpg",
    });
    expect(await queuedRow(queued.id)).toMatchObject({ processed: true, skip_reason: null });
    expect((await queuedRow(queued.id))?.processed_at?.toISOString()).toBe("2026-01-15T16:00:00.000Z");
    const [thread] = await db.select().from(threads).where(eq(threads.id, recent.id));
    expect(thread).toMatchObject({ message_count: 2, last_message: "Reminder: water the plants" });
  });

  it("starts a one-to-one thread on the first active number when the user has none that can send", async () => {
    const db = t.database.db;
    const bob = await addUser(db, { phone_number: "+13125550302" });
    const carol = await addUser(db, { phone_number: "+13125550303" });
    await addThread(
      db,
      [carol],
      [{ role: "user", content: "hi", at: new Date("2026-01-02T10:00:00Z") }],
      RETIRED_NUMBER,
    );
    for (const user of [bob, carol]) {
      await addQueuedMessage(db, {
        content: "Service update",
        recipient: user.phone_number,
        type: "system",
        scheduled_for: new Date("2026-01-15T17:00:00Z"),
      });
    }
    expect(await dispatchAt("2026-01-15T17:00:00Z")).toMatchObject({ claimed: 2, sent: 2 });
    for (const user of [bob, carol]) {
      const [sent] = await textsTo(user.phone_number, 1);
      expect(sent?.from).toBe(SYSTEM_NUMBER);
      const [thread] = await db
        .select()
        .from(threads)
        .innerJoin(threadParticipants, eq(threadParticipants.thread_id, threads.id))
        .where(and(eq(threads.system_number, SYSTEM_NUMBER), eq(threadParticipants.user_id, user.id)));
      expect(thread?.threads).toMatchObject({ participants: [user.phone_number], message_count: 1 });
    }
  });

  it("sends nothing to an opted-out user from any type, and closes the rows with the reason", async () => {
    const db = t.database.db;
    const dave = await addUser(db, { phone_number: "+14155550304", opted_out: true });
    const ids = [];
    for (const type of ["reminder", "notification", "marketing", "system"] as const) {
      const row = await addQueuedMessage(db, {
        content: `a ${type}`,
        recipient: dave.phone_number,
        type,
        scheduled_for: new Date("2026-01-15T18:00:00Z"),
      });
      ids.push(row.id);
    }
    expect(await dispatchAt("2026-01-15T18:00:00Z")).toMatchObject({ claimed: 4, sent: 0, skipped: 4 });
    for (const id of ids)
      expect(await queuedRow(id)).toMatchObject({ processed: true, skip_reason: SKIP_OPTED_OUT });
    expect(await outboundTo(dave.phone_number)).toHaveLength(0);
    expect(t.twilio.sentTo(dave.phone_number)).toHaveLength(0);
  });

  it("closes a row for a phone no user has", async () => {
    const row = await addQueuedMessage(t.database.db, {
      content: "who?",
      recipient: "+16465550399",
      type: "reminder",
      scheduled_for: new Date("2026-01-15T18:30:00Z"),
    });
    await dispatchAt("2026-01-15T18:30:00Z");
    expect(await queuedRow(row.id)).toMatchObject({ processed: true, skip_reason: SKIP_UNKNOWN_RECIPIENT });
  });

  it("closes a row when no active number can start the conversation", async () => {
    const db = t.database.db;
    const erin = await addUser(db, { phone_number: "+16175550305" });
    const row = await addQueuedMessage(db, {
      content: "nowhere to send from",
      recipient: erin.phone_number,
      type: "notification",
      scheduled_for: new Date("2026-01-15T19:00:00Z"),
    });
    await db.update(systemNumbers).set({ is_active: false });
    try {
      await dispatchAt("2026-01-15T19:00:00Z");
    } finally {
      await db.update(systemNumbers).set({ is_active: true }).where(eq(systemNumbers.number, SYSTEM_NUMBER));
      await db.update(systemNumbers).set({ is_active: true }).where(eq(systemNumbers.number, SECOND_NUMBER));
    }
    expect(await queuedRow(row.id)).toMatchObject({ processed: true, skip_reason: SKIP_NO_SYSTEM_NUMBER });
    expect(await outboundTo(erin.phone_number)).toHaveLength(0);
  });
});

describe("marketing quiet hours", () => {
  it("holds a marketing text due at 23:00 local until 08:00, then sends it", async () => {
    const db = t.database.db;
    const frank = await addUser(db, { phone_number: "+12125550306", timezone: "America/New_York" });
    // 23:00 EST on January 15.
    const row = await addQueuedMessage(db, {
      content: "Weekend sale!",
      recipient: frank.phone_number,
      type: "marketing",
      scheduled_for: new Date("2026-01-16T04:00:00Z"),
    });
    expect(await dispatchAt("2026-01-16T04:00:00Z")).toMatchObject({ claimed: 1, postponed: 1, sent: 0 });
    const held = await queuedRow(row.id);
    expect(held).toMatchObject({ processed: false });
    expect(held?.scheduled_for.toISOString()).toBe("2026-01-16T13:00:00.000Z");
    expect((await dispatchAt("2026-01-16T12:59:59Z")).claimed).toBe(0);
    expect(await dispatchAt("2026-01-16T13:00:00Z")).toMatchObject({ sent: 1 });
    const [sent] = await textsTo(frank.phone_number, 1);
    expect(sent?.body).toBe("Weekend sale!");
  });

  it("reads quiet hours in the recipient's zone, and the default zone for users without one", async () => {
    const db = t.database.db;
    const priya = await addUser(db, { phone_number: "+919812345678", timezone: "Asia/Kolkata" });
    const gina = await addUser(db, { phone_number: "+12125550307", timezone: null });
    for (const user of [priya, gina]) {
      await addQueuedMessage(db, {
        content: "Offer",
        recipient: user.phone_number,
        type: "marketing",
        scheduled_for: new Date("2026-01-16T17:30:00Z"),
      });
    }
    // 17:30 UTC is 23:00 in Kolkata but 12:30 in New York.
    expect(await dispatchAt("2026-01-16T17:30:00Z")).toMatchObject({ postponed: 1, sent: 1 });
    const [held] = await db
      .select()
      .from(queuedMessages)
      .where(eq(queuedMessages.recipient, priya.phone_number));
    expect(held?.scheduled_for.toISOString()).toBe("2026-01-17T02:30:00.000Z");
  });

  it("holds a marketing text the sender would send after 21:00, without counting an attempt", async () => {
    const db = t.database.db;
    const hank = await addUser(db, { phone_number: "+12125550308", timezone: "America/New_York" });
    const thread = await addThread(
      db,
      [hank],
      [{ role: "user", content: "hi", at: new Date("2026-01-10T10:00:00Z") }],
    );
    clock.current = new Date("2026-01-17T02:30:00Z"); // 21:30 in New York
    const [message] = await db
      .insert(messages)
      .values({
        thread_id: thread.id,
        sender: SYSTEM_NUMBER,
        sender_role: "system",
        content: "Late offer",
        recipient: hank.phone_number,
        kind: "marketing",
        delivery_status: "pending",
        next_attempt_at: clock.current,
      })
      .returning();
    t.messaging.outboundQueued();
    const held = await eventually(
      async () =>
        (
          await db
            .select()
            .from(messages)
            .where(eq(messages.id, message?.id ?? 0))
        )[0],
      (row) => row?.next_attempt_at?.toISOString() === "2026-01-17T13:00:00.000Z",
    );
    expect(held).toMatchObject({ delivery_status: "pending", attempts: 0 });
    expect(t.twilio.sentTo(hank.phone_number)).toHaveLength(0);
  });
});
