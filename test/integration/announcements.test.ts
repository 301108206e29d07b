import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Announcement, COHORT_KEYS, PAST_DELIVERY_MESSAGE } from "../../src/shared/announcements.js";
import { announcementDraft as draft, startAnnouncementApp } from "../helpers/announcement-app.js";
import { TEST_ADMIN } from "../helpers/test-server.js";

let app: Awaited<ReturnType<typeof startAnnouncementApp>>;

beforeAll(async () => {
  app = await startAnnouncementApp("2026-07-01T12:00:00Z");
});
afterAll(() => app.t.close());

describe("announcements API", () => {
  it("needs a signed-in admin", async () => {
    const response = await app.t.app.inject({ method: "GET", url: "/api/admin/announcements" });
    expect(response.statusCode).toBe(401);
  });

  it("saves a new announcement as scheduled and lists it", async () => {
    const created = await app.create({ status: undefined });
    expect(created).toMatchObject({
      name: "Summer update",
      message: "New features are live!",
      media_url: "https://example.com/summer.png",
      cohort: "all",
      delivery_date: "2026-07-04T16:00:00.000Z",
      timezone_aware: false,
      status: "scheduled",
      sent_at: null,
      failure_reason: null,
    });
    const list = (await app.call("GET", "/api/admin/announcements")).json<Announcement[]>();
    expect(list.find((row) => row.id === created.id)).toEqual(created);
  });

  it("rejects a delivery date in the past with the spec's message", async () => {
    const response = await app.call(
      "POST",
      "/api/admin/announcements",
      draft({ delivery_date: "2026-07-01T11:59:00Z" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PAST_DELIVERY_MESSAGE);
    expect(response.json().message).toBe("Invalid Date - Delivery date cannot be in the past");
  });

  it("rejects a missing name or message and an unknown cohort, field by field", async () => {
    const response = await app.call(
      "POST",
      "/api/admin/announcements",
      draft({ name: " ", message: "", cohort: "vip" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: "Name is required",
      message: "Message is required",
      cohort: "Choose a cohort",
    });
  });

  it("cancels with DELETE, then reschedules a cancelled one with PUT", async () => {
    const created = await app.create();
    const cancelled = await app.call("DELETE", `/api/admin/announcements/${created.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: created.id, status: "cancelled" });
    const rescheduled = await app.call(
      "PUT",
      `/api/admin/announcements/${created.id}`,
      draft({ name: "Summer update (again)", delivery_date: "2026-07-05T16:00:00Z" }),
    );
    expect(rescheduled.statusCode).toBe(200);
    expect(rescheduled.json()).toMatchObject({
      status: "scheduled",
      name: "Summer update (again)",
      delivery_date: "2026-07-05T16:00:00.000Z",
    });
  });

  it("answers 404 for an unknown announcement and 400 for a bad id", async () => {
    expect((await app.call("DELETE", "/api/admin/announcements/999999")).statusCode).toBe(404);
    expect((await app.call("PUT", "/api/admin/announcements/999999", draft())).statusCode).toBe(404);
    expect((await app.call("DELETE", "/api/admin/announcements/abc")).statusCode).toBe(400);
  });
});

describe("cohorts", () => {
  it("counts the users each cohort reaches, for every cohort key", async () => {
    const stats = (await app.call("GET", "/api/admin/cohorts/stats")).json();
    expect(Object.keys(stats).sort()).toEqual([...COHORT_KEYS].sort());
    expect(stats).toEqual({
      all: 5,
      no_tier: 1,
      free: 3,
      premium: 1,
      inactive: 3,
      active: 2,
      team: 1,
      admin: 1,
    });
  });

  it("expands each cohort to exactly its members", async () => {
    await app.setClock("2026-07-01T12:00:00Z");
    const expected: Record<string, string[]> = {
      no_tier: ["+12125550003"],
      premium: [TEST_ADMIN.phoneNumber],
      inactive: ["+12125550002", "+12125550003", "+12125550005"],
      active: ["+12125550001", TEST_ADMIN.phoneNumber],
      team: ["+12125550003"],
      admin: [TEST_ADMIN.phoneNumber],
    };
    const created: Record<string, number> = {};
    for (const cohort of Object.keys(expected)) {
      created[cohort] = (await app.create({ cohort, delivery_date: "2026-07-01T12:00:30Z" })).id;
    }
    await app.setClock("2026-07-01T12:00:30Z");
    await app.expand();
    for (const [cohort, phones] of Object.entries(expected)) {
      const rows = await app.queuedFor(created[cohort] ?? 0);
      expect(rows.map((row) => row.recipient).sort(), cohort).toEqual([...phones].sort());
    }
  });
});
