import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardActivity, DashboardStats, RecentMessage } from "../../src/shared/dashboard.js";
import { addThread, addUser, daysAgo, hoursAgo } from "../helpers/console-fixtures.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

// Pinned to 15:00 New York time on 20 March, so "today" and "this month" have known edges.
const NOW = new Date("2025-03-20T19:00:00.000Z");

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW }, env: { DEFAULT_TIMEZONE: "America/New_York" } });
  cookie = await signInCookie(t.app);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

describe("dashboard", () => {
  it("answers zeros and an empty list on an empty database", async () => {
    expect((await get("/api/admin/dashboard/stats")).json()).toEqual({
      totalUsers: 0,
      activeUsers: 0,
      freeUsers: 0,
      premiumUsers: 0,
      totalMessages: 0,
      userMessages: 0,
      assistantMessages: 0,
      systemMessages: 0,
      threadsNeedingPerson: 0,
    });
    expect((await get("/api/admin/dashboard/recent-messages")).json()).toEqual([]);
  });

  it("counts users and messages, and lists the latest user messages", async () => {
    const db = t.database.db;
    const active = await addUser(db, { phone_number: "+15125550151", last_active: hoursAgo(23, NOW) });
    await addUser(db, {
      phone_number: "+15125550152",
      last_active: hoursAgo(25, NOW),
      subscription_tier: "premium",
    });
    await addUser(db, { phone_number: "+15125550153", subscription_tier: "basic" });
    await addThread(
      db,
      [active],
      [
        { role: "user", content: "first", at: hoursAgo(30, NOW) },
        { role: "assistant", content: "reply one", at: hoursAgo(30, NOW), ai_cost: 0.25 },
        { role: "user", content: "second", at: hoursAgo(2, NOW) },
        { role: "assistant", content: "reply two", at: hoursAgo(2, NOW), ai_cost: 0.5 },
        { role: "system", content: "notice", at: daysAgo(25, NOW), ai_cost: 2 },
      ],
    );

    const stats = (await get("/api/admin/dashboard/stats")).json<DashboardStats>();
    expect(stats).toEqual({
      totalUsers: 3,
      activeUsers: 1,
      freeUsers: 1,
      premiumUsers: 1,
      totalMessages: 5,
      userMessages: 2,
      assistantMessages: 2,
      systemMessages: 1,
      threadsNeedingPerson: 0,
    });

    const recent = (await get("/api/admin/dashboard/recent-messages")).json<RecentMessage[]>();
    expect(recent.map((message) => message.content)).toEqual(["second", "first"]);
    expect(recent[0]).toEqual({
      id: expect.any(Number),
      sender: "+15125550151",
      content: "second",
      created_at: hoursAgo(2, NOW).toISOString(),
    });
  });

  it("sums AI cost for today and this month and counts 14 days of messages in the operator's zone", async () => {
    const activity = (await get("/api/admin/dashboard/activity")).json<DashboardActivity>();
    expect(activity.timezone).toBe("America/New_York");
    expect(activity.aiCostToday).toBeCloseTo(0.5);
    // 30 hours before 15:00 on the 20th is the 19th: this month, not today. 25 days ago is February.
    expect(activity.aiCostThisMonth).toBeCloseTo(0.75);
    expect(activity.messagesPerDay).toHaveLength(14);
    expect(activity.messagesPerDay[0]?.date).toBe("2025-03-07");
    expect(activity.messagesPerDay.at(-1)).toEqual({ date: "2025-03-20", user: 1, assistant: 1, system: 0 });
    expect(activity.messagesPerDay.at(-2)).toEqual({ date: "2025-03-19", user: 1, assistant: 1, system: 0 });
  });

  it("keeps the totals exact as rows are added and deleted", async () => {
    const db = t.database.db;
    const user = await addUser(db, { phone_number: "+15125550159" });
    await addThread(
      db,
      [user],
      [
        { role: "user", content: "one", at: hoursAgo(1, NOW) },
        { role: "assistant", content: "two", at: hoursAgo(1, NOW), ai_cost: 1 },
      ],
    );
    const before = (await get("/api/admin/dashboard/stats")).json<DashboardStats>();
    expect(before).toMatchObject({ totalUsers: 4, totalMessages: 7, userMessages: 3, assistantMessages: 3 });

    const reset = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${user.id}/reset`,
      headers: { cookie, "content-type": "application/json" },
    });
    expect(reset.statusCode).toBe(200);
    const after = (await get("/api/admin/dashboard/stats")).json<DashboardStats>();
    expect(after).toMatchObject({ totalUsers: 4, totalMessages: 5, userMessages: 2, assistantMessages: 2 });
    const threads = await t.app.inject({ method: "GET", url: "/api/admin/threads", headers: { cookie } });
    expect(threads.headers["x-total-count"]).toBe("1");
    const users = await t.app.inject({ method: "GET", url: "/api/admin/users", headers: { cookie } });
    expect(users.headers["x-total-count"]).toBe("4");
  });
});
