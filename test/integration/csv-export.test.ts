import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addQueuedMessage, addThread, addUser, hoursAgo } from "../helpers/console-fixtures.js";
import { csvObjects, type DownloadApp, responseText, startDownloadApp } from "../helpers/csv-download.js";

const USER_HEADERS = [
  "ID",
  "Phone number",
  "Profile",
  "Tier",
  "Time zone",
  "Time zone confirmed",
  "Payment method",
  "Threads",
  "Messages sent",
  "Free messages used",
  "Bonus messages",
  "Last active (UTC)",
  "Joined (UTC)",
  "Referral code",
  "Referred by",
  "Referrals",
  "Opted out",
  "Opted out at (UTC)",
  "Team member",
];
const THREAD_HEADERS = [
  "ID",
  "Participants",
  "System number",
  "Group chat",
  "Title",
  "Messages",
  "Last message",
  "Last message at (UTC)",
  "Created (UTC)",
  "Updated (UTC)",
];
const QUEUE_HEADERS = [
  "ID",
  "Recipient",
  "Type",
  "Status",
  "Content",
  "Media URL",
  "Scheduled for (UTC)",
  "Processed at (UTC)",
  "Skip reason",
  "Created (UTC)",
];

const JOINED = new Date("2026-03-04T05:06:07.089Z");

let t: DownloadApp["t"];
let download: DownloadApp["download"];

beforeAll(async () => {
  ({ t, download } = await startDownloadApp());
  const db = t.database.db;
  const baker = await addUser(db, {
    phone_number: "+14155550199",
    profile: 'Runs a "Bakery", in Oakland\r\nOpens at 6',
    created_at: JOINED,
    is_team: true,
  });
  const hiker = await addUser(db, { phone_number: "+13035550100", profile: "Hikes near Denver" });
  await addUser(db, { phone_number: "+12125550101", profile: '=HYPERLINK("http://evil","x")' });
  await addThread(db, [baker], [{ role: "user", content: "-1+cmd|' /C calc'!A0", at: hoursAgo(1) }]);
  await addThread(db, [baker, hiker], [{ role: "user", content: "trail at noon", at: hoursAgo(2) }]);
  const types = ["reminder", "notification", "marketing"] as const;
  for (const [index, type] of types.entries()) {
    await addQueuedMessage(db, {
      content: `${type} text, number ${index}`,
      recipient: "+14155550199",
      type,
      scheduled_for: JOINED,
      processed: type === "reminder",
      processed_at: type === "reminder" ? JOINED : null,
    });
  }
});
afterAll(() => t.close());

async function csvOf(path: string, headers: string[]) {
  const response = await download(path);
  expect(response.status).toBe(200);
  return csvObjects(await responseText(response), headers);
}

describe("CSV exports", () => {
  it.each([
    "/api/admin/users/export.csv",
    "/api/admin/users/consent.csv",
    "/api/admin/threads/export.csv",
    "/api/admin/queue/export.csv",
  ])("%s needs a signed-in admin", async (path) => {
    const response = await download(path, false);
    expect(response.status).toBe(401);
  });

  it("answer as a streamed UTF-8 CSV attachment named for the resource and the day", async () => {
    for (const name of ["users", "threads", "queue"]) {
      const response = await download(`/api/admin/${name}/export.csv`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const day = new Date().toISOString().slice(0, 10);
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${name}-${day}.csv"`);
      expect(response.headers.get("transfer-encoding")).toBe("chunked");
      expect(response.headers.get("content-length")).toBeNull();
      await response.text();
    }
  });

  it("writes every user newest first, with E.164 phones, ISO UTC dates and RFC 4180 quoting", async () => {
    const rows = await csvOf("/api/admin/users/export.csv", USER_HEADERS);
    expect(rows.map((row) => row["Phone number"])).toEqual(["+12125550101", "+13035550100", "+14155550199"]);
    expect(rows[2]).toMatchObject({
      Profile: 'Runs a "Bakery", in Oakland\r\nOpens at 6',
      Tier: "free",
      Threads: "2",
      "Joined (UTC)": "2026-03-04T05:06:07.089Z",
      "Last active (UTC)": "",
      "Team member": "true",
      "Opted out": "false",
      "Opted out at (UTC)": "",
    });
  });

  it("puts an apostrophe before a cell a spreadsheet would run as a formula", async () => {
    const users = await csvOf("/api/admin/users/export.csv", USER_HEADERS);
    expect(users[0]?.Profile).toBe('\'=HYPERLINK("http://evil","x")');
    const threads = await csvOf("/api/admin/threads/export.csv", THREAD_HEADERS);
    expect(threads.map((row) => row["Last message"])).toContain("'-1+cmd|' /C calc'!A0");
  });

  it("applies the users search the list applies", async () => {
    const rows = await csvOf("/api/admin/users/export.csv?search=bakery", USER_HEADERS);
    expect(rows.map((row) => row["Phone number"])).toEqual(["+14155550199"]);
    const byPhone = await csvOf(
      `/api/admin/users/export.csv?search=${encodeURIComponent("(303) 555")}`,
      USER_HEADERS,
    );
    expect(byPhone.map((row) => row["Phone number"])).toEqual(["+13035550100"]);
  });

  it("writes threads with their participants as E.164 numbers and applies the search", async () => {
    const rows = await csvOf("/api/admin/threads/export.csv?search=trail", THREAD_HEADERS);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Participants: "+13035550100 +14155550199",
      "System number": "+15005550006",
      "Group chat": "true",
      Messages: "1",
      "Last message": "trail at noon",
    });
    expect(await csvOf("/api/admin/threads/export.csv", THREAD_HEADERS)).toHaveLength(2);
  });

  it("applies the queue's status, type and search filters, ignoring paging", async () => {
    const all = await csvOf("/api/admin/queue/export.csv?limit=1&offset=1", QUEUE_HEADERS);
    expect(all.map((row) => row.Type)).toEqual(["marketing", "notification", "reminder"]);
    const pending = await csvOf(
      "/api/admin/queue/export.csv?status=pending&type=notification",
      QUEUE_HEADERS,
    );
    expect(pending).toEqual([
      expect.objectContaining({
        Recipient: "+14155550199",
        Status: "pending",
        Content: "notification text, number 1",
        "Scheduled for (UTC)": "2026-03-04T05:06:07.089Z",
        "Processed at (UTC)": "",
      }),
    ]);
    const searched = await csvOf(
      "/api/admin/queue/export.csv?status=processed&search=reminder",
      QUEUE_HEADERS,
    );
    expect(searched.map((row) => row.Status)).toEqual(["processed"]);
  });

  it("refuses a filter the list refuses", async () => {
    const response = await download("/api/admin/queue/export.csv?status=sent");
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/json");
  });
});
