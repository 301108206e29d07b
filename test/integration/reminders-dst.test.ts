import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queuedMessages } from "../../src/db/schema/index.js";
import { dispatchDueMessages } from "../../src/domain/scheduling/dispatch-queued.js";
import { addUser } from "../helpers/console-fixtures.js";
import { type PipelineApp, SYSTEM_NUMBER, startPipelineApp } from "../helpers/pipeline-app.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

const NEW_YORKER = "+12125550401";
const IN_KOLKATA = "+919876543210";
const clock = { current: new Date("2026-03-07T15:00:00Z"), now: () => clock.current };
let t: PipelineApp;

beforeAll(async () => {
  t = await startPipelineApp({ workers: false, clock });
  t.messaging.start();
  await addUser(t.database.db, {
    phone_number: NEW_YORKER,
    timezone: "America/New_York",
    timezone_confirmed: true,
  });
  await addUser(t.database.db, {
    phone_number: IN_KOLKATA,
    timezone: "Asia/Kolkata",
    timezone_confirmed: true,
  });
});
afterAll(() => t.stopAll());

/**
 * The user asks at `askedAt`; the model calls set_reminder with their local date-time. Returns the
 * instant the reminder was queued for.
 */
async function setReminder(phone: string, askedAt: string, localDateTime: string, what: string) {
  clock.current = new Date(askedAt);
  const answered = t.twilio.sentTo(phone).filter((text) => text.body === "Done!").length;
  t.ai.script = (request) =>
    request.messages.some((message) => message.role === "tool")
      ? { text: "Done!" }
      : { toolCalls: [{ name: "set_reminder", arguments: { local_datetime: localDateTime, text: what } }] };
  await postTwilioWebhook(t.app, SMS_PATH, inboundSms(phone, SYSTEM_NUMBER, `remind me: ${what}`));
  const [row] = await eventually(
    () =>
      t.database.db
        .select()
        .from(queuedMessages)
        .where(and(eq(queuedMessages.recipient, phone), eq(queuedMessages.content, `Reminder: ${what}`))),
    (rows) => rows.length > 0,
  );
  if (!row) throw new Error("no reminder was queued");
  // The answer leaves before the clock moves on.
  await eventually(
    () => t.twilio.sentTo(phone).filter((text) => text.body === "Done!").length,
    (count) => count === answered + 1,
  );
  return row.scheduled_for;
}

/** Runs the dispatcher a second before the instant and at it; the text leaves only at it. */
async function expectDeliveredExactlyAt(phone: string, at: Date, what: string) {
  const reminders = () => t.twilio.sentTo(phone).filter((text) => text.body === `Reminder: ${what}`);
  clock.current = new Date(at.getTime() - 1000);
  await dispatchDueMessages({ db: t.database.db, clock, defaultTimeZone: "America/New_York" });
  t.messaging.outboundQueued();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(reminders()).toHaveLength(0);
  clock.current = at;
  expect(
    (await dispatchDueMessages({ db: t.database.db, clock, defaultTimeZone: "America/New_York" })).sent,
  ).toBe(1);
  t.messaging.outboundQueued();
  expect(await eventually(reminders, (sent) => sent.length > 0)).toHaveLength(1);
}

// The clock only moves forward: the per-number rate limit, like time, does not run backwards.
describe("reminders around New York's March change (EST → EDT on March 8, 2026) and in Kolkata", () => {
  it("delivers 09:00 IST in Kolkata (UTC+05:30, no daylight saving) at 03:30 UTC", async () => {
    const at = await setReminder(IN_KOLKATA, "2026-03-07T15:00:00Z", "2026-03-08T09:00", "kolkata march");
    expect(at.toISOString()).toBe("2026-03-08T03:30:00.000Z");
    await expectDeliveredExactlyAt(IN_KOLKATA, at, "kolkata march");
  });

  it("delivers 01:59 EST, just before the change, at 06:59 UTC", async () => {
    const at = await setReminder(NEW_YORKER, "2026-03-08T05:00:00Z", "2026-03-08T01:59", "before the jump");
    expect(at.toISOString()).toBe("2026-03-08T06:59:00.000Z");
    await expectDeliveredExactlyAt(NEW_YORKER, at, "before the jump");
  });

  it("moves 02:30, a time that does not exist that night, to 03:30 EDT", async () => {
    const at = await setReminder(NEW_YORKER, "2026-03-08T07:00:00Z", "2026-03-08T02:30", "skipped hour");
    expect(at.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    await expectDeliveredExactlyAt(NEW_YORKER, at, "skipped hour");
  });

  it("delivers 09:00 on the morning after the change at 13:00 UTC, not 14:00", async () => {
    const at = await setReminder(NEW_YORKER, "2026-03-08T07:40:00Z", "2026-03-08T09:00", "march morning");
    expect(at.toISOString()).toBe("2026-03-08T13:00:00.000Z");
    await expectDeliveredExactlyAt(NEW_YORKER, at, "march morning");
  });
});

describe("reminders around New York's November change (EDT → EST on November 1, 2026) and in Kolkata", () => {
  it("delivers 09:00 IST in Kolkata at 03:30 UTC", async () => {
    const at = await setReminder(IN_KOLKATA, "2026-10-31T15:00:00Z", "2026-11-01T09:00", "kolkata november");
    expect(at.toISOString()).toBe("2026-11-01T03:30:00.000Z");
    await expectDeliveredExactlyAt(IN_KOLKATA, at, "kolkata november");
  });

  it("delivers 01:30, a time that happens twice that night, once: at its first pass, 01:30 EDT", async () => {
    const at = await setReminder(NEW_YORKER, "2026-11-01T04:00:00Z", "2026-11-01T01:30", "repeated hour");
    expect(at.toISOString()).toBe("2026-11-01T05:30:00.000Z");
    await expectDeliveredExactlyAt(NEW_YORKER, at, "repeated hour");
    clock.current = new Date("2026-11-01T06:45:00Z");
    await dispatchDueMessages({ db: t.database.db, clock, defaultTimeZone: "America/New_York" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      t.twilio.sentTo(NEW_YORKER).filter((text) => text.body === "Reminder: repeated hour"),
    ).toHaveLength(1);
  });

  it("delivers 09:00 on the day of the change at 14:00 UTC, not 13:00", async () => {
    const at = await setReminder(NEW_YORKER, "2026-11-01T07:00:00Z", "2026-11-01T09:00", "november morning");
    expect(at.toISOString()).toBe("2026-11-01T14:00:00.000Z");
    await expectDeliveredExactlyAt(NEW_YORKER, at, "november morning");
  });
});
