import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, queuedMessages, users } from "../../src/db/schema/index.js";
import { countSegments } from "../../src/domain/delivery-rules/segments.js";
import {
  MOCK_CHAT_SYSTEM_NUMBER,
  MOCK_CHAT_USER_PHONE,
  type ThreadWithMessages,
} from "../../src/shared/mock-chat.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";
import { eventually } from "../helpers/twilio-webhook.js";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ workers: true });
  cookie = await signInCookie(t.app);
});
afterAll(() => t.close());

const send = (body: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/mock-sms",
    headers: { cookie, "content-type": "application/json" },
    payload: JSON.stringify(body),
  });

async function thread(): Promise<ThreadWithMessages> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/admin/thread-by-phone/${encodeURIComponent(MOCK_CHAT_USER_PHONE)}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("mock chat", () => {
  it("has no thread before the first message", async () => {
    expect(await thread()).toEqual({ thread: null, messages: [] });
  });

  it("runs the real pipeline: the offline assistant says no AI model is connected", async () => {
    const response = await send({ from: MOCK_CHAT_USER_PHONE, body: "hello" });
    expect(response.statusCode).toBe(202);
    const result = await eventually(thread, (value) => value.messages[1]?.delivery_status === "delivered");
    expect(result.thread).toMatchObject({
      system_number: MOCK_CHAT_SYSTEM_NUMBER,
      participants: [MOCK_CHAT_USER_PHONE],
    });
    expect(result.messages[0]).toMatchObject({
      sender_role: "user",
      content: "hello",
      sender: MOCK_CHAT_USER_PHONE,
    });
    expect(result.messages[1]).toMatchObject({ sender_role: "assistant", delivery_status: "delivered" });
    expect(result.messages[1]?.segment_count).toBe(countSegments(result.messages[1]?.content ?? "").segments);
    expect(result.messages[1]?.content).toMatch(/no AI model is connected/i);
    expect(result.messages[1]?.content).toMatch(/remind me to call mom tomorrow at 3pm/);
  });

  it("sets a reminder in the user's timezone without an AI model", async () => {
    await send({ from: MOCK_CHAT_USER_PHONE, body: "remind me to call mom in 20 minutes" });
    const reminders = await eventually(
      () =>
        t.database.db.select().from(queuedMessages).where(eq(queuedMessages.recipient, MOCK_CHAT_USER_PHONE)),
      (rows) => rows.length > 0,
    );
    expect(reminders[0]).toMatchObject({ type: "reminder", content: "Reminder: call mom" });
    const minutesAway = ((reminders[0]?.scheduled_for.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesAway).toBeGreaterThan(19);
    expect(minutesAway).toBeLessThanOrEqual(20);
  });

  it("sets the timezone and marks it confirmed", async () => {
    await send({ from: MOCK_CHAT_USER_PHONE, body: "my timezone is America/Chicago" });
    const [user] = await eventually(
      () => t.database.db.select().from(users).where(eq(users.phone_number, MOCK_CHAT_USER_PHONE)),
      (rows) => rows[0]?.timezone === "America/Chicago",
    );
    expect(user?.timezone_confirmed).toBe(true);
  });

  it("refuses blank texts and bad phones with 400", async () => {
    expect((await send({ from: MOCK_CHAT_USER_PHONE, body: "   " })).statusCode).toBe(400);
    expect((await send({ from: "12", body: "hi" })).statusCode).toBe(400);
    expect((await send({ body: "hi" })).statusCode).toBe(400);
    expect((await send({ from: MOCK_CHAT_USER_PHONE, body: "x".repeat(1601) })).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/admin/thread-by-phone/not-a-phone",
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("never sends mock chat replies through a real provider", async () => {
    const rows = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.sender, MOCK_CHAT_SYSTEM_NUMBER));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.provider === "mock")).toBe(true);
  });
});
