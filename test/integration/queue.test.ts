import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueuePage } from "../../src/shared/queue.js";
import { addQueuedMessage, hoursAgo } from "../helpers/console-fixtures.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInCookie(t.app);
  const db = t.database.db;
  const now = new Date();
  // 30 rows, newest first by id: 10 processed reminders, 10 pending notifications, 10 pending marketing.
  for (let index = 0; index < 30; index++) {
    const type = (["reminder", "notification", "marketing"] as const)[Math.floor(index / 10)] ?? "reminder";
    await addQueuedMessage(db, {
      content: `${type} number ${index}${index === 7 ? " 100% off_sale" : ""}`,
      recipient: index % 2 === 0 ? "+12125550601" : "+13125550602",
      type,
      scheduled_for: hoursAgo(-index, now),
      processed: type === "reminder",
      processed_at: type === "reminder" ? now : null,
      skip_reason: index === 3 ? "Recipient opted out" : null,
      created_at: hoursAgo(30 - index, now),
    });
  }
});
afterAll(() => t.close());

const page = async (query: string) => {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/admin/queue${query}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QueuePage>();
};

describe("GET /api/admin/queue", () => {
  it("needs a signed-in admin", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/queue" })).statusCode).toBe(401);
  });

  it("pages 25 at a time, newest first, with the total", async () => {
    const first = await page("");
    expect(first.total).toBe(30);
    expect(first.messages).toHaveLength(25);
    expect(first.messages[0]?.content).toBe("marketing number 29");
    const second = await page("?limit=25&offset=25");
    expect(second.messages.map((message) => message.content)).toEqual([
      "reminder number 4",
      "reminder number 3",
      "reminder number 2",
      "reminder number 1",
      "reminder number 0",
    ]);
  });

  it("shows every field of a queued message, with the reason a processed one was not sent", async () => {
    const { messages } = await page("?search=number%203&status=processed");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      content: "reminder number 3",
      recipient: "+13125550602",
      type: "reminder",
      media_url: null,
      processed: true,
      skip_reason: "Recipient opted out",
    });
    expect(Date.parse(messages[0]?.scheduled_for ?? "")).not.toBeNaN();
    expect(Date.parse(messages[0]?.created_at ?? "")).not.toBeNaN();
    expect(Date.parse(messages[0]?.processed_at ?? "")).not.toBeNaN();
  });

  it("filters by status and type together", async () => {
    expect((await page("?status=pending")).total).toBe(20);
    expect((await page("?status=processed")).total).toBe(10);
    const marketing = await page("?status=pending&type=marketing");
    expect(marketing.total).toBe(10);
    expect(marketing.messages.every((message) => message.type === "marketing" && !message.processed)).toBe(
      true,
    );
    expect((await page("?status=processed&type=marketing")).total).toBe(0);
  });

  it("searches the content and the phone, typed with formatting, any case", async () => {
    expect((await page("?search=NOTIFICATION")).total).toBe(10);
    expect((await page("?search=(312)%20555-0602")).total).toBe(15);
    expect((await page("?search=100%25%20off_")).total).toBe(1);
    expect((await page("?search=zzz")).messages).toEqual([]);
  });

  it("rejects an unknown status or type and a page size over 100", async () => {
    for (const query of ["?status=sent", "?type=ad", "?limit=101", "?offset=-1"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/admin/queue${query}`,
        headers: { cookie },
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
