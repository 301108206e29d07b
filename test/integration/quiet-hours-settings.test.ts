import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, queuedMessages } from "../../src/db/schema/index.js";
import { dispatchDueMessages } from "../../src/domain/scheduling/dispatch-queued.js";
import { addQueuedMessage, addThread, addUser } from "../helpers/console-fixtures.js";
import { type PipelineApp, SYSTEM_NUMBER, startPipelineApp } from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import { eventually } from "../helpers/twilio-webhook.js";

/** QUIET_HOURS_START and QUIET_HOURS_END, saved in the console, hold marketing in the scheduler and the sender. */
const clock = { current: new Date("2026-01-15T15:00:00Z"), now: () => clock.current }; // 10:00 in New York
let t: PipelineApp;
let cookie: string;

beforeAll(async () => {
  t = await startPipelineApp({ workers: false, clock });
  // The sender runs; the test drives the dispatcher with its clock.
  t.messaging.start();
  cookie = await signInCookie(t.app);
});
afterAll(() => t.stopAll());

async function saveQuietHours(start: string, end: string) {
  for (const [key, value] of [
    ["QUIET_HOURS_START", start],
    ["QUIET_HOURS_END", end],
  ]) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/settings",
      headers: { cookie, "content-type": "application/json" },
      payload: { key, value },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function dispatch() {
  const result = await dispatchDueMessages({ db: t.database.db, clock, defaultTimeZone: "America/New_York" });
  if (result.sent > 0) t.messaging.outboundQueued();
  return result;
}

/** Moves the clock on (never back, or the number's send slots would wait); the session is renewed. */
async function moveClock(iso: string) {
  clock.current = new Date(iso);
  cookie = await signInCookie(t.app);
}

/** Waits until no text to the phone is still leaving, so moving the clock cannot expire a send's lease. */
async function sendsSettled(phone: string) {
  await eventually(
    () => t.database.db.select().from(messages).where(eq(messages.recipient, phone)),
    (rows) => rows.every((row) => row.delivery_status !== "pending" && row.delivery_status !== "sending"),
  );
}

const queuedRow = async (id: number) =>
  (await t.database.db.select().from(queuedMessages).where(eq(queuedMessages.id, id)))[0];

describe("quiet hours from the settings", () => {
  it("holds due marketing in the scheduler until the saved end, minutes included, and lets other texts go", async () => {
    const db = t.database.db;
    const user = await addUser(db, { phone_number: "+12125550401", timezone: "America/New_York" });
    await saveQuietHours("09:30", "10:45");
    const marketing = await addQueuedMessage(db, {
      content: "Morning offer",
      recipient: user.phone_number,
      type: "marketing",
      scheduled_for: clock.current,
    });
    const reminder = await addQueuedMessage(db, {
      content: "Reminder: stretch",
      recipient: user.phone_number,
      type: "reminder",
      scheduled_for: clock.current,
    });
    expect(await dispatch()).toMatchObject({ claimed: 2, postponed: 1, sent: 1 });
    expect((await queuedRow(marketing.id))?.scheduled_for.toISOString()).toBe("2026-01-15T15:45:00.000Z");
    expect(await queuedRow(reminder.id)).toMatchObject({ processed: true });
    await sendsSettled(user.phone_number);

    // With start equal to end there are no quiet hours: marketing leaves even at 23:00.
    await saveQuietHours("00:00", "00:00");
    await moveClock("2026-01-16T04:00:00Z");
    const late = await addQueuedMessage(db, {
      content: "Late offer",
      recipient: user.phone_number,
      type: "marketing",
      scheduled_for: clock.current,
    });
    expect(await dispatch()).toMatchObject({ sent: 2 });
    expect(await queuedRow(late.id)).toMatchObject({ processed: true, skip_reason: null });
    const sent = await eventually(
      () => t.twilio.sentTo(user.phone_number).map((text) => text.body),
      (bodies) => bodies.length >= 3,
    );
    expect(sent.sort()).toEqual(["Late offer", "Morning offer", "Reminder: stretch"]);
  });

  it("has the sender hold a marketing text in the saved quiet hours, and send it once they are lifted", async () => {
    const db = t.database.db;
    // 10:00 in New York the next day.
    await moveClock("2026-01-16T15:00:00Z");
    const user = await addUser(db, { phone_number: "+12125550402", timezone: "America/New_York" });
    const thread = await addThread(db, [user], []);
    await saveQuietHours("09:30", "10:45");
    const [row] = await db
      .insert(messages)
      .values({
        thread_id: thread.id,
        sender: SYSTEM_NUMBER,
        sender_role: "system",
        content: "Flash sale",
        recipient: user.phone_number,
        kind: "marketing",
        delivery_status: "pending",
        next_attempt_at: clock.current,
      })
      .returning();
    const byId = async () =>
      (
        await db
          .select()
          .from(messages)
          .where(eq(messages.id, row?.id ?? 0))
      )[0];
    t.messaging.outboundQueued();
    const held = await eventually(
      byId,
      (message) => message?.next_attempt_at?.toISOString() === "2026-01-16T15:45:00.000Z",
    );
    expect(held).toMatchObject({
      delivery_status: "pending",
      next_attempt_at: new Date("2026-01-16T15:45:00Z"),
    });
    expect(t.twilio.sentTo(user.phone_number)).toEqual([]);

    await saveQuietHours("22:00", "07:00");
    await db
      .update(messages)
      .set({ next_attempt_at: clock.current })
      .where(eq(messages.id, row?.id ?? 0));
    t.messaging.outboundQueued();
    const sent = await eventually(
      () => t.twilio.sentTo(user.phone_number),
      (texts) => texts.length > 0,
    );
    expect(sent.map((text) => text.body)).toEqual(["Flash sale"]);
  });
});
