import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ThreadSummary } from "../../src/shared/mock-chat.js";
import type { AdminThreadMessage } from "../../src/shared/threads.js";
import { addThread, addUser, daysAgo, hoursAgo } from "../helpers/console-fixtures.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

let t: TestApp;
let cookie: string;
let chatId: number;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInCookie(t.app);
  const db = t.database.db;
  const ann = await addUser(db, { phone_number: "+12065550141" });
  const ben = await addUser(db, { phone_number: "+12065550142" });
  for (let index = 0; index < 27; index++) {
    const user = await addUser(db, { phone_number: `+1303555${String(2000 + index)}` });
    await addThread(
      db,
      [user],
      [{ role: "user", content: `question number ${index}`, at: daysAgo(30 - index) }],
    );
  }
  const chat = await addThread(
    db,
    [ann],
    [
      { role: "user", content: "What's a good Thai place?", at: hoursAgo(5) },
      {
        role: "assistant",
        content: "Try Kin Khao on Mason St.",
        at: hoursAgo(5),
        delivery_status: "delivered",
        segment_count: 2,
        ai_cost: 0.00042,
      },
      { role: "system", content: "Ad: 10% off at Joe's", at: hoursAgo(4), delivery_status: "failed" },
    ],
  );
  chatId = chat.id;
  await addThread(
    db,
    [ann, ben],
    [{ role: "user", content: "Dinner at 8?", at: hoursAgo(1), from: ben.phone_number }],
  );
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

describe("GET /api/admin/threads", () => {
  it("pages most recently active first, with the total", async () => {
    const response = await get("/api/admin/threads?limit=25");
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("29");
    const rows = response.json<ThreadSummary[]>();
    expect(rows).toHaveLength(25);
    expect(rows[0]).toMatchObject({
      participants: ["+12065550141", "+12065550142"],
      is_group_chat: true,
      message_count: 1,
      last_message: "Dinner at 8?",
    });
    expect(rows[1]).toMatchObject({ id: chatId, message_count: 3, last_message: "Ad: 10% off at Joe's" });
    expect((await get("/api/admin/threads?limit=25&offset=25")).json<ThreadSummary[]>()).toHaveLength(4);
  });

  it("searches participant phones (formatted or not) and last message text", async () => {
    const byPhone = await get(`/api/admin/threads?search=${encodeURIComponent("(206) 555-0142")}`);
    expect(byPhone.json<ThreadSummary[]>().map((thread) => thread.last_message)).toEqual(["Dinner at 8?"]);
    const byText = await get("/api/admin/threads?search=QUESTION%20NUMBER%202");
    // "question number 2" and 20..26.
    expect(byText.headers["x-total-count"]).toBe("8");
    const none = await get("/api/admin/threads?search=nothing-like-this");
    expect(none.json()).toEqual([]);
    expect(none.headers["x-total-count"]).toBe("0");
  });
});

describe("GET /api/admin/thread-messages/{threadId}", () => {
  it("lists the thread's messages oldest first with delivery status, segments and cost", async () => {
    const response = await get(`/api/admin/thread-messages/${chatId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("3");
    const rows = response.json<AdminThreadMessage[]>();
    expect(rows.map((message) => message.sender_role)).toEqual(["user", "assistant", "system"]);
    expect(rows[1]).toMatchObject({
      content: "Try Kin Khao on Mason St.",
      delivery_status: "delivered",
      segment_count: 2,
      ai_cost: 0.00042,
      kind: "reply",
      recipient: "+12065550141",
    });
    expect(rows[2]?.delivery_status).toBe("failed");
  });

  it("answers 404 for an unknown thread and 400 for a missing or malformed id", async () => {
    expect((await get("/api/admin/thread-messages/987654")).statusCode).toBe(404);
    expect((await get("/api/admin/thread-messages/null")).statusCode).toBe(400);
    expect((await get("/api/admin/thread-messages/0")).statusCode).toBe(400);
  });
});
