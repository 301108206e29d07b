import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeProcessedQueuedMessages } from "../../src/db/repositories/queued-messages.js";
import { users } from "../../src/db/schema/index.js";
import { type Announcement, CANCELLED_SKIP_REASON } from "../../src/shared/announcements.js";
import { announcementDraft as draft, startAnnouncementApp } from "../helpers/announcement-app.js";
import { TEST_ADMIN } from "../helpers/test-server.js";

let app: Awaited<ReturnType<typeof startAnnouncementApp>>;

beforeAll(async () => {
  app = await startAnnouncementApp("2026-07-01T12:00:00Z");
});
afterAll(() => app.t.close());

/** The announcement as the console's list shows it. */
async function listed(id: number): Promise<Announcement> {
  const response = await app.call("GET", "/api/admin/announcements");
  expect(response.statusCode).toBe(200);
  const found = response.json<Announcement[]>().find((announcement) => announcement.id === id);
  if (!found) throw new Error(`announcement ${id} is not listed`);
  return found;
}

// The service zone is New York; the cohort "all" reaches five users, one in Kiritimati (UTC+14),
// one in Kolkata and three on New York time (see startAnnouncementApp).
describe("an announcement's status follows its messages", () => {
  it("stays scheduled when expanded, is sending once the first message leaves, and cancels what is left", async () => {
    await app.setClock("2026-07-10T14:00:00Z");
    // Tomorrow at 13:00 in the service zone, timezone-aware: Kiritimati reaches 13:00 first.
    const announcement = await app.create({ delivery_date: "2026-07-11T17:00:00Z", timezone_aware: true });
    await app.setClock("2026-07-10T23:00:00Z");
    await app.expand();
    expect(await listed(announcement.id)).toMatchObject({
      status: "scheduled",
      progress: { recipients: 5, sent: 0, pending: 5, failed: 0, cancelled: 0 },
    });

    await app.deliver();
    expect(await listed(announcement.id)).toMatchObject({
      status: "sending",
      sent_at: null,
      progress: { recipients: 5, sent: 1, pending: 4 },
    });

    const edit = await app.call("PUT", `/api/admin/announcements/${announcement.id}`, draft());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe("Sent announcements cannot be modified.");

    const cancel = await app.call("DELETE", `/api/admin/announcements/${announcement.id}`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({
      status: "cancelled",
      progress: { recipients: 5, sent: 1, pending: 0, failed: 0, cancelled: 4 },
    });
    const closed = (await app.queuedFor(announcement.id)).filter(
      (row) => row.skip_reason === CANCELLED_SKIP_REASON,
    );
    expect(closed).toHaveLength(4);
    expect(closed.every((row) => row.processed && row.processed_at !== null)).toBe(true);

    // Nothing more leaves, and what went out keeps it read-only even though it is cancelled.
    await app.setClock("2026-07-12T00:00:00Z");
    expect((await app.deliver()).dispatched.claimed).toBe(0);
    expect((await listed(announcement.id)).status).toBe("cancelled");
    const reschedule = await app.call(
      "PUT",
      `/api/admin/announcements/${announcement.id}`,
      draft({ delivery_date: "2026-07-20T16:00:00Z" }),
    );
    expect(reschedule.statusCode).toBe(409);
  });

  it("turns sent only when the last recipient's message has left", async () => {
    await app.setClock("2026-07-12T12:00:00Z");
    const announcement = await app.create({ delivery_date: "2026-07-13T17:00:00Z", timezone_aware: true });
    await app.setClock("2026-07-12T23:00:00Z");
    await app.deliver();
    expect((await listed(announcement.id)).status).toBe("sending");
    await app.setClock("2026-07-13T07:30:00Z"); // 13:00 in Kolkata
    await app.deliver();
    expect(await listed(announcement.id)).toMatchObject({
      status: "sending",
      progress: { sent: 2, pending: 3 },
    });
    await app.setClock("2026-07-13T17:00:00Z"); // 13:00 in New York
    await app.deliver();
    const sent = await listed(announcement.id);
    expect(sent).toMatchObject({ status: "sent", progress: { recipients: 5, sent: 5, pending: 0 } });
    expect(sent.sent_at).toBe("2026-07-13T17:00:00.000Z");
    const cancel = await app.call("DELETE", `/api/admin/announcements/${announcement.id}`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe("Sent announcements cannot be cancelled.");
  });

  it("keeps every announcement's counts when purge-old-queue deletes their processed messages", async () => {
    const before = await app.call("GET", "/api/admin/announcements");
    const progressOf = (list: Announcement[]) => list.map(({ id, progress }) => ({ id, progress }));
    const deleted = await purgeProcessedQueuedMessages(app.t.database.db, new Date("2027-01-01T00:00:00Z"));
    expect(deleted).toBeGreaterThan(0);
    const after = await app.call("GET", "/api/admin/announcements");
    expect(progressOf(after.json())).toEqual(progressOf(before.json()));
    expect(progressOf(after.json()).some(({ progress }) => progress.sent === 5)).toBe(true);
  });

  it("goes straight to sent, with a count of 0, when its cohort is empty", async () => {
    await app.setClock("2026-07-14T12:00:00Z");
    const db = app.t.database.db;
    // The premium cohort is the admin's phone alone; opted out, it reaches nobody.
    await db.update(users).set({ opted_out: true }).where(eq(users.phone_number, TEST_ADMIN.phoneNumber));
    try {
      const announcement = await app.create({ cohort: "premium", delivery_date: "2026-07-14T13:00:00Z" });
      await app.setClock("2026-07-14T13:00:00Z");
      await app.deliver();
      const sent = await listed(announcement.id);
      expect(sent).toMatchObject({ status: "sent", progress: { recipients: 0, sent: 0, pending: 0 } });
      expect(sent.sent_at).toBe("2026-07-14T13:00:00.000Z");
    } finally {
      await db.update(users).set({ opted_out: false }).where(eq(users.phone_number, TEST_ADMIN.phoneNumber));
    }
  });

  it("takes an edit while nothing has left: the queued messages are written afresh for the new text and time", async () => {
    await app.setClock("2026-07-15T12:00:00Z");
    const announcement = await app.create({ delivery_date: "2026-07-16T17:00:00Z", timezone_aware: true });
    await app.setClock("2026-07-15T23:00:00Z");
    await app.expand();
    expect(await app.queuedFor(announcement.id)).toHaveLength(5);

    const edit = await app.call(
      "PUT",
      `/api/admin/announcements/${announcement.id}`,
      draft({ message: "Moved to Friday", delivery_date: "2026-07-17T17:00:00Z", timezone_aware: true }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      status: "scheduled",
      expanded_at: null,
      progress: { recipients: 0 },
    });
    expect(await app.queuedFor(announcement.id)).toHaveLength(0);

    await app.setClock("2026-07-16T23:00:00Z");
    await app.expand();
    const rows = await app.queuedFor(announcement.id);
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.content === "Moved to Friday")).toBe(true);
  });
});
