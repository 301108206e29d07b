import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcements, messages, queuedMessages, reminders } from "../../src/db/schema/index.js";
import type { QueuePage } from "../../src/shared/queue.js";
import { REMINDER_CANCELLED_SKIP_REASON } from "../../src/shared/reminders.js";
import { adminClient } from "../helpers/admin-client.js";
import { addQueuedMessage } from "../helpers/console-fixtures.js";
import { manualClock } from "../helpers/manual-clock.js";
import { type PipelineApp, startPipelineApp, userByPhone } from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import { textAndWait } from "../helpers/text-and-wait.js";
import { eventually } from "../helpers/twilio-webhook.js";

/**
 * Issue 38 by text, with the offline assistant (no model): reminders set once and repeating,
 * listed, moved, cancelled and snoozed, each answered in one line; a zone change moves the repeating
 * ones; the console lists them and the Queue shows each firing, a failed send with its reason.
 */
// Friday, Nov 20 2026, 12:00 PM in New York (+1 212 numbers start there).
const START = new Date("2026-11-20T17:00:00Z");
const clock = manualClock(START);
let t: PipelineApp;

beforeAll(async () => {
  t = await startPipelineApp({ offline: true, clock });
});
afterAll(() => t.stopAll());

/** The console, signed in at the clock's time (the tests move it days at a time). */
async function admin(method: "GET", url: string) {
  return adminClient(t.app, await signInCookie(t.app))(method, url);
}

/** A text a minute after the one before, as a person types, and its one answer. */
async function reply(phone: string, body: string): Promise<string> {
  clock.advance(60_000);
  const answers = await textAndWait(t, phone, body);
  expect(answers).toHaveLength(1);
  return answers[0]?.content ?? "";
}

const remindersOf = async (phone: string) => {
  const user = await userByPhone(t, phone);
  return t.database.db
    .select()
    .from(reminders)
    .where(eq(reminders.user_id, user?.id ?? 0))
    .orderBy(reminders.id);
};

const firingsOf = (reminderId: number) =>
  t.database.db
    .select()
    .from(queuedMessages)
    .where(eq(queuedMessages.reminder_id, reminderId))
    .orderBy(queuedMessages.id);

const pendingFirings = async (reminderId: number) =>
  (await firingsOf(reminderId)).filter((firing) => !firing.processed);

/** Moves the clock and lets the scheduler's delivery loop send what fell due. */
async function passTime(ms: number) {
  clock.advance(ms);
  await t.scheduler.changed("queue");
}

const sentTexts = (phone: string, body: string) =>
  t.twilio.sentTo(phone).filter((text) => text.body === body);

describe("managing reminders by text", () => {
  const PHONE = "+12125550381";

  it("sets, lists, moves and cancels them, each answered in one line, and never touches an announcement", async () => {
    expect(await reply(PHONE, "remind me every weekday at 8am to stand up")).toBe(
      "Got it! I'll remind you every weekday at 8:00 AM, starting Mon, Nov 23 at 8:00 AM EST: stand up.",
    );
    expect(await reply(PHONE, "remind me to see the dentist tomorrow at 10am")).toMatch(
      /^Got it! I'll remind you tomorrow at 10:00 AM EST: see the dentist\.$/,
    );
    expect(await reply(PHONE, "every month on the 1st pay rent")).toBe(
      "Got it! I'll remind you every month on the 1st at 9:00 AM, starting Tue, Dec 1 at 9:00 AM EST: pay rent.",
    );
    const [standUp, dentist, rent] = await remindersOf(PHONE);
    expect([standUp?.rrule, dentist?.rrule, rent?.rrule]).toEqual([
      "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
      null,
      "FREQ=MONTHLY;BYMONTHDAY=1",
    ]);
    expect(
      (await pendingFirings(standUp?.id ?? 0)).map((f) => [f.content, f.scheduled_for.toISOString()]),
    ).toEqual([["Reminder: stand up", "2026-11-23T13:00:00.000Z"]]);

    expect(await reply(PHONE, "What are my reminders?")).toBe(
      [
        "Your reminders:",
        "1. Sat, Nov 21 at 10:00 AM EST: see the dentist",
        "2. Every weekday at 8:00 AM: stand up",
        "3. Every month on the 1st at 9:00 AM: pay rent",
        'Reply "cancel 1" to cancel one.',
      ].join("\n"),
    );

    expect(await reply(PHONE, "move the dentist one to 4pm")).toBe(
      "Done! Your reminder is now Sat, Nov 21 at 4:00 PM EST: see the dentist.",
    );
    // "it" is the reminder changed last: the dentist, not the rent set after it.
    expect(await reply(PHONE, "change it to Monday")).toBe(
      "Done! Your reminder is now Mon, Nov 23 at 4:00 PM EST: see the dentist.",
    );
    expect((await pendingFirings(dentist?.id ?? 0)).map((f) => f.scheduled_for.toISOString())).toEqual([
      "2026-11-23T21:00:00.000Z",
    ]);

    // Next firing first: stand up (Monday 8:00), the dentist (Monday 16:00), the rent (Dec 1).
    expect(await reply(PHONE, "cancel 2")).toBe(
      "Cancelled your reminder: Mon, Nov 23 at 4:00 PM EST: see the dentist.",
    );
    const [closed] = await firingsOf(dentist?.id ?? 0);
    expect(closed).toMatchObject({ processed: true, skip_reason: REMINDER_CANCELLED_SKIP_REASON });

    const [announcement] = await t.database.db
      .insert(announcements)
      .values({ name: "Sale", message: "Sale today", cohort: "all", delivery_date: START })
      .returning();
    const operators = await addQueuedMessage(t.database.db, {
      content: "Sale today",
      recipient: PHONE,
      type: "marketing",
      scheduled_for: new Date(START.getTime() + 86_400_000),
      announcement_id: announcement?.id,
    });
    expect(await reply(PHONE, "cancel all reminders")).toBe("Cancelled all 2 of your reminders.");
    expect((await remindersOf(PHONE)).map((row) => row.status)).toEqual([
      "cancelled",
      "cancelled",
      "cancelled",
    ]);
    const [untouched] = await t.database.db
      .select()
      .from(queuedMessages)
      .where(eq(queuedMessages.id, operators.id));
    expect(untouched?.processed).toBe(false);
    expect(await reply(PHONE, "my reminders")).toMatch(/^You have no reminders\./);
    expect(await reply(PHONE, "cancel 1")).toBe("You have no reminders right now.");
  });
});

describe("a repeating reminder's firings", () => {
  const PHONE = "+12125550382";

  it("fires at its time and queues the next, is snoozed within the hour, and follows a zone change", async () => {
    clock.set(new Date("2026-11-21T12:00:00Z"));
    await reply(PHONE, "remind me every day at 9am to take pills");
    const [pills] = await remindersOf(PHONE);
    const id = pills?.id ?? 0;
    clock.set(new Date("2026-11-21T13:59:00Z"));
    await passTime(60_000);
    await eventually(
      () => sentTexts(PHONE, "Reminder: take pills"),
      (sent) => sent.length === 1,
    );
    // One pending firing, tomorrow's, queued by the dispatch that sent today's.
    const pending = await eventually(
      () => pendingFirings(id),
      (rows) => rows.length === 1,
    );
    expect(pending.map((row) => row.scheduled_for.toISOString())).toEqual(["2026-11-22T14:00:00.000Z"]);

    expect(await reply(PHONE, "Snooze 30")).toBe("OK, I'll remind you again in 30 minutes: take pills");
    const snooze = (await pendingFirings(id)).find((row) => row.snoozed);
    expect(snooze?.scheduled_for.toISOString()).toBe("2026-11-21T14:31:00.000Z");
    await passTime(30 * 60_000);
    await eventually(
      () => sentTexts(PHONE, "Reminder: take pills"),
      (sent) => sent.length === 2,
    );
    // The snooze queued nothing after it: tomorrow's firing is still the reminder's one.
    expect((await pendingFirings(id)).map((row) => row.scheduled_for.toISOString())).toEqual([
      "2026-11-22T14:00:00.000Z",
    ]);
    clock.advance(2 * 60 * 60_000);
    expect(await reply(PHONE, "snooze")).toBe(
      "There's no reminder to snooze: none was sent in the last hour.",
    );

    // A one-shot keeps its instant; the repeating one moves to 9:00 in London.
    await reply(PHONE, "remind me to call the bank on Nov 25 at 3pm");
    expect(await reply(PHONE, "my timezone is Europe/London")).toMatch(
      /^Done! Your timezone is now Europe\/London/,
    );
    const [, bank] = await remindersOf(PHONE);
    expect((await pendingFirings(id)).map((row) => row.scheduled_for.toISOString())).toEqual([
      "2026-11-22T09:00:00.000Z",
    ]);
    expect((await pendingFirings(bank?.id ?? 0)).map((row) => row.scheduled_for.toISOString())).toEqual([
      "2026-11-25T20:00:00.000Z",
    ]);

    const user = await userByPhone(t, PHONE);
    const listed = await admin("GET", `/api/admin/users/${user?.id}/reminders`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        text: "take pills",
        rrule: "FREQ=DAILY",
        repeats: "Every day at 9:00 AM",
        status: "active",
        next_at: "2026-11-22T09:00:00.000Z",
        next_local: "Sun, Nov 22, 2026, 9:00 AM GMT",
        time_zone: "Europe/London",
      }),
      expect.objectContaining({ text: "call the bank", rrule: null, repeats: null, status: "active" }),
    ]);
    expect((await admin("GET", "/api/admin/users/999999/reminders")).statusCode).toBe(404);

    const queue = (
      await admin("GET", `/api/admin/queue?search=${encodeURIComponent("take pills")}`)
    ).json() as QueuePage;
    expect(
      queue.messages.map((row) => [row.processed, row.repeats, row.snoozed, row.delivery_status !== null]),
    ).toEqual([
      // Newest first: the snooze, tomorrow's firing (queued as today's left), today's.
      [true, true, true, true],
      [false, true, false, false],
      [true, true, false, true],
    ]);
  });
});

describe("a reminder whose send fails", () => {
  const PHONE = "+12125550383";

  it("is retried, then shown in the Queue as failed with its reason", async () => {
    await reply(PHONE, "remind me in 10 minutes to water the plants");
    const [plants] = await remindersOf(PHONE);
    t.twilio.failures.push(
      { status: 500, code: 20500, message: "Internal Server Error" },
      { status: 400, code: 21211, message: "The 'To' number is not a valid phone number." },
    );
    await passTime(10 * 60_000);
    await eventually(
      () => t.twilio.refused.filter((call) => call.to === PHONE),
      (refused) => refused.length === 1,
    );
    // The 500 is retried after its backoff (2 s and a little more); the 400 is final. The clock
    // moves only once the refusal is recorded: a retry time taken after the move would be ahead of it.
    await eventually(
      () =>
        t.database.db
          .select()
          .from(messages)
          .where(and(eq(messages.recipient, PHONE), eq(messages.kind, "reminder"))),
      (rows) => rows.some((row) => row.delivery_status === "pending" && row.error_code !== null),
    );
    clock.advance(10_000);
    t.messaging.outboundQueued();
    await eventually(
      () => t.twilio.refused.filter((call) => call.to === PHONE),
      (refused) => refused.length === 2,
    );
    const queue = await eventually(
      async () =>
        (
          (
            await admin("GET", `/api/admin/queue?search=${encodeURIComponent("water the plants")}`)
          ).json() as QueuePage
        ).messages,
      (rows) => rows[0]?.delivery_status === "failed",
    );
    expect(queue).toEqual([
      expect.objectContaining({
        reminder_id: plants?.id,
        processed: true,
        skip_reason: null,
        delivery_status: "failed",
        delivery_error: "21211",
      }),
    ]);
    const [done] = await remindersOf(PHONE);
    expect(done?.status).toBe("done");
    expect(
      await t.database.db
        .select()
        .from(queuedMessages)
        .where(and(eq(queuedMessages.recipient, PHONE), eq(queuedMessages.processed, false))),
    ).toEqual([]);
  });
});
