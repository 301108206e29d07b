import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcements, queuedMessages } from "../../src/db/schema/index.js";
import {
  announcementDraft as draft,
  OPTED_OUT_TEAM_MEMBER,
  startAnnouncementApp,
} from "../helpers/announcement-app.js";
import { TEST_ADMIN } from "../helpers/test-server.js";

let app: Awaited<ReturnType<typeof startAnnouncementApp>>;

beforeAll(async () => {
  app = await startAnnouncementApp("2026-07-01T12:00:00Z");
});
afterAll(() => app.t.close());

const stored = async (id: number) =>
  (await app.t.database.db.select().from(announcements).where(eq(announcements.id, id)))[0];

describe("expansion", () => {
  it("expands a global announcement at its instant into notifications with its media, once", async () => {
    await app.setClock("2026-07-02T12:00:00Z");
    const announcement = await app.create({ delivery_date: "2026-07-02T13:00:00Z" });
    await app.setClock("2026-07-02T12:59:59Z");
    await app.expand();
    expect(await app.queuedFor(announcement.id)).toHaveLength(0);
    await app.setClock("2026-07-02T13:00:00Z");
    await Promise.all([app.expand(), app.expand()]);
    await app.expand();
    const rows = await app.queuedFor(announcement.id);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatchObject({
        type: "notification",
        content: "New features are live!",
        media_url: "https://example.com/summer.png",
        processed: false,
      });
      expect(row.scheduled_for.toISOString()).toBe("2026-07-02T13:00:00.000Z");
    }
    // Expanded is not sent: it stays scheduled until its first message leaves.
    const expanded = await stored(announcement.id);
    expect(expanded).toMatchObject({ status: "scheduled", sent_at: null });
    expect(expanded?.expanded_at?.toISOString()).toBe("2026-07-02T13:00:00.000Z");
  });

  it("gives each recipient the wall-clock time in their own zone, expanding when it first arrives (UTC+14)", async () => {
    await app.setClock("2026-07-03T12:00:00Z");
    // Noon on July 4 in New York (EDT).
    const announcement = await app.create({ delivery_date: "2026-07-04T16:00:00Z", timezone_aware: true });
    await app.setClock("2026-07-03T21:59:59Z");
    await app.expand();
    expect(await app.queuedFor(announcement.id)).toHaveLength(0);
    await app.setClock("2026-07-03T22:00:00Z");
    await app.expand();
    const byPhone = Object.fromEntries(
      (await app.queuedFor(announcement.id)).map((row) => [row.recipient, row.scheduled_for.toISOString()]),
    );
    expect(byPhone).toEqual({
      "+12125550001": "2026-07-04T16:00:00.000Z", // New York
      "+12125550002": "2026-07-04T06:30:00.000Z", // Kolkata
      "+12125550003": "2026-07-03T22:00:00.000Z", // Kiritimati, UTC+14
      [TEST_ADMIN.phoneNumber]: "2026-07-04T16:00:00.000Z", // no zone: the default
      "+12125550005": "2026-07-04T16:00:00.000Z", // an unknown zone: the default
    });
  });

  it("applies the New York wall-clock time across the March change in every zone", async () => {
    await app.setClock("2026-03-06T12:00:00Z");
    // 09:00 on Sunday, March 8 in New York, the first day of EDT.
    const announcement = await app.create({ delivery_date: "2026-03-08T13:00:00Z", timezone_aware: true });
    await app.setClock("2026-03-08T13:00:00Z");
    await app.expand();
    const byPhone = Object.fromEntries(
      (await app.queuedFor(announcement.id)).map((row) => [row.recipient, row.scheduled_for.toISOString()]),
    );
    expect(byPhone["+12125550001"]).toBe("2026-03-08T13:00:00.000Z");
    expect(byPhone["+12125550002"]).toBe("2026-03-08T03:30:00.000Z");
  });

  it("never expands a cancelled announcement", async () => {
    await app.setClock("2026-07-05T12:00:00Z");
    const announcement = await app.create({ delivery_date: "2026-07-05T13:00:00Z" });
    await app.call("DELETE", `/api/admin/announcements/${announcement.id}`);
    await app.setClock("2026-07-06T00:00:00Z");
    await app.expand();
    expect(await app.queuedFor(announcement.id)).toHaveLength(0);
  });

  it("keeps a sent announcement read-only: PUT and DELETE answer 409 with a message", async () => {
    await app.setClock("2026-07-07T12:00:00Z");
    const announcement = await app.create({ delivery_date: "2026-07-07T12:00:00Z" });
    await app.deliver();
    expect((await stored(announcement.id))?.status).toBe("sent");
    const put = await app.call("PUT", `/api/admin/announcements/${announcement.id}`, draft());
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe("Sent announcements cannot be modified.");
    const del = await app.call("DELETE", `/api/admin/announcements/${announcement.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe("Sent announcements cannot be cancelled.");
  });

  it("marks an announcement failed with the reason when it cannot be expanded", async () => {
    await app.setClock("2026-07-08T12:00:00Z");
    const announcement = await app.create({ delivery_date: "2026-07-08T12:00:00Z", name: "Doomed" });
    await app.t.database.db.execute(
      sql.raw(`create function refuse_doomed() returns trigger language plpgsql as $$
      begin raise exception 'the queue refused announcement %', new.announcement_id; end $$`),
    );
    await app.t.database.db.execute(
      sql.raw(`create trigger refuse_doomed before insert on queued_messages
      for each row when (new.announcement_id = ${announcement.id}) execute function refuse_doomed()`),
    );
    await app.expand();
    await app.t.database.db.execute(sql.raw("drop trigger refuse_doomed on queued_messages"));
    const failed = await stored(announcement.id);
    expect(failed?.status).toBe("failed");
    expect(failed?.failure_reason).toMatch(/the queue refused announcement/);
    expect(await app.queuedFor(announcement.id)).toHaveLength(0);
    // Failed is not sent: it can be saved again as scheduled.
    const retried = await app.call(
      "PUT",
      `/api/admin/announcements/${announcement.id}`,
      draft({ delivery_date: "2026-07-09T12:00:00Z" }),
    );
    expect(retried.json()).toMatchObject({ status: "scheduled", failure_reason: null });
  });

  it("never queued anything for the opted-out user, in any of the announcements above", async () => {
    const expanded = await app.t.database.db.select().from(queuedMessages);
    expect(expanded.length).toBeGreaterThan(0);
    expect(expanded.filter((row) => row.recipient === OPTED_OUT_TEAM_MEMBER)).toEqual([]);
  });
});
