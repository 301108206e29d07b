import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../src/shared/audit-log.js";
import { adminClient, type Method } from "../helpers/admin-client.js";
import { addAuditEntries } from "../helpers/console-fixtures.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

/**
 * Issue 22, the audit log's read side: its page, filters and day range, and that nothing changes
 * an entry. Entries are seeded in January 2025 with chosen times, so entries the admin calls write
 * now (the sign-in, adding Dana) never fall in the ranges these tests read.
 */

let t: TestApp;
let call: ReturnType<typeof adminClient>;
let selfId: number;
let danaId: number;

const HOUR = 3_600_000;
/** The bulk: 30 entries an hour apart from noon UTC on January 10th, 2025 (New York: UTC-5). */
const BULK_START = Date.UTC(2025, 0, 10, 12);
const BULK_ACTIONS = [
  { action: "users.update", resource_type: "user" },
  { action: "admins.create", resource_type: "admin" },
  { action: "settings.update", resource_type: "setting" },
] as const;
const BULK_RANGE = "from=2025-01-10&to=2025-01-11";

beforeAll(async () => {
  t = await createTestApp();
  call = adminClient(t.app, await signInCookie(t.app));
  selfId = (await call("GET", "/api/admin/me")).json().admin.id;
  const added = await call("POST", "/api/admin/admins", {
    phone_number: "+15005550160",
    name: "Dana Ops",
    temporary_password: "temporary-pass-7Q",
  });
  expect(added.statusCode, added.body).toBe(201);
  danaId = added.json().id;

  const db = t.database.db;
  await addAuditEntries(
    db,
    Array.from({ length: 30 }, (_, index) => ({
      created_at: new Date(BULK_START + index * HOUR),
      admin_id: index % 2 === 0 ? selfId : danaId,
      admin_phone: index % 2 === 0 ? t.admin.phoneNumber : "+15005550160",
      ...BULK_ACTIONS[index % 3],
      resource_id: String(index),
    })),
  );
  // Around the day boundaries of January 20th in New York, which UTC days would read differently.
  const probe = { action: "boundary.check", resource_type: "probe", admin_id: selfId };
  await addAuditEntries(db, [
    { ...probe, resource_id: "before-first-day", created_at: new Date("2025-01-20T04:59:00Z") },
    { ...probe, resource_id: "first-minute", created_at: new Date("2025-01-20T05:00:00Z") },
    { ...probe, resource_id: "late-evening", created_at: new Date("2025-01-21T04:30:00Z") },
    { ...probe, resource_id: "after-midnight", created_at: new Date("2025-01-21T05:00:30Z") },
  ]);
  // Two at the same instant, and a failed sign-in naming a phone that is no admin's.
  const tie = new Date("2025-01-25T15:00:00Z");
  await addAuditEntries(db, [
    { action: "tie.check", resource_type: "probe", resource_id: "written-first", created_at: tie },
    { action: "tie.check", resource_type: "probe", resource_id: "written-second", created_at: tie },
    {
      action: "auth.login_failed",
      resource_type: "session",
      admin_id: null,
      admin_phone: "+15005550999",
      summary: "Sign-in refused: no such admin",
      ip: null,
      user_agent: null,
      created_at: new Date("2025-01-26T15:00:00Z"),
    },
  ]);
});
afterAll(() => t.close());

async function page(query: string) {
  const response = await call("GET", `/api/admin/audit-log?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { entries: response.json<AuditEntry[]>(), total: Number(response.headers["x-total-count"]) };
}

const resourceIds = (entries: AuditEntry[]) => entries.map((entry) => entry.resource_id);

describe("GET /api/admin/audit-log", () => {
  it("needs a signed-in admin", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/audit-log" });
    expect(response.statusCode).toBe(401);
  });

  it("pages newest first, 25 at a time, with the total in X-Total-Count", async () => {
    const first = await page(BULK_RANGE);
    expect(first.total).toBe(30);
    expect(first.entries).toHaveLength(25);
    const second = await page(`${BULK_RANGE}&offset=25`);
    expect(second.total).toBe(30);
    const all = [...first.entries, ...second.entries];
    expect(resourceIds(all)).toEqual(Array.from({ length: 30 }, (_, index) => String(29 - index)));
    expect(resourceIds((await page(`${BULK_RANGE}&limit=5&offset=10`)).entries)).toEqual([
      "19",
      "18",
      "17",
      "16",
      "15",
    ]);
  });

  it("answers every field, the time in UTC and the admin's current name", async () => {
    const { entries } = await page(`${BULK_RANGE}&resource_id=29`);
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        created_at: "2025-01-11T17:00:00.000Z",
        admin_id: danaId,
        admin_phone: "+15005550160",
        admin_name: "Dana Ops",
        action: "settings.update",
        resource_type: "setting",
        resource_id: "29",
        summary: "settings.update setting 29",
        ip: "203.0.113.7",
        user_agent: expect.stringMatching(/^Mozilla\/5\.0 .*Chrome/),
        browser: "Chrome 131 on macOS",
      },
    ]);
    const failed = (await page("action=auth.login_failed&from=2025-01-26&to=2025-01-26")).entries;
    expect(failed).toMatchObject([
      { admin_id: null, admin_name: null, admin_phone: "+15005550999", ip: null, user_agent: null },
    ]);
  });

  it("orders entries written at the same instant by id, the later one first", async () => {
    const { entries } = await page("action=tie.check");
    expect(resourceIds(entries)).toEqual(["written-second", "written-first"]);
    expect(entries[0]?.id).toBeGreaterThan(entries[1]?.id ?? Infinity);
  });

  it("filters by admin, action, resource type and resource id, alone and together", async () => {
    const dana = await page(`${BULK_RANGE}&admin_id=${danaId}`);
    expect(dana.total).toBe(15);
    expect(dana.entries.every((entry) => entry.admin_id === danaId)).toBe(true);

    const updates = await page(`${BULK_RANGE}&action=users.update`);
    expect(updates.total).toBe(10);
    expect(updates.entries.every((entry) => entry.action === "users.update")).toBe(true);

    const settings = await page(`${BULK_RANGE}&resource_type=setting`);
    expect(settings.total).toBe(10);
    expect(settings.entries.every((entry) => entry.resource_type === "setting")).toBe(true);

    expect(resourceIds((await page(`${BULK_RANGE}&resource_id=7`)).entries)).toEqual(["7"]);

    const mine = await page(`${BULK_RANGE}&admin_id=${selfId}&action=users.update&resource_type=user`);
    expect(resourceIds(mine.entries)).toEqual(["24", "18", "12", "6", "0"]);
    expect(mine.total).toBe(5);
    expect((await page(`admin_id=${danaId}&action=users.update&resource_id=0`)).total).toBe(0);
  });

  it("reads From and To as whole days in DEFAULT_TIMEZONE, both included", async () => {
    expect(t.env.DEFAULT_TIMEZONE).toBe("America/New_York");
    const probe = (days: string) => page(`action=boundary.check&${days}`);
    // 23:30 on the 20th in New York is the 21st in UTC, and still counts as the 20th.
    expect(resourceIds((await probe("from=2025-01-20&to=2025-01-20")).entries)).toEqual([
      "late-evening",
      "first-minute",
    ]);
    expect(resourceIds((await probe("from=2025-01-21")).entries)).toEqual(["after-midnight"]);
    expect(resourceIds((await probe("to=2025-01-19")).entries)).toEqual(["before-first-day"]);
    expect((await probe("from=2025-01-19&to=2025-01-21")).total).toBe(4);
  });

  it("refuses a day that is not a date, and a range that ends before it starts", async () => {
    for (const [query, field] of [
      ["from=2025-02-30", "from"],
      ["to=yesterday", "to"],
      ["from=2025-1-5", "from"],
    ]) {
      const response = await call("GET", `/api/admin/audit-log?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toEqual({ [field]: "Use a date as YYYY-MM-DD" });
    }
    const reversed = await call("GET", "/api/admin/audit-log?from=2025-01-21&to=2025-01-20");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ to: "The first day must not be after the last day" });
    expect((await call("GET", "/api/admin/audit-log?limit=101")).statusCode).toBe(400);
  });
});

describe("GET /api/admin/audit-log/filters", () => {
  it("lists each action and resource type once, sorted", async () => {
    const response = await call("GET", "/api/admin/audit-log/filters");
    expect(response.statusCode).toBe(200);
    const { actions, resource_types } = response.json<{ actions: string[]; resource_types: string[] }>();
    // Only the seeded values are known here: the admin calls above may have written their own.
    const seededActions = ["admins.create", "auth.login_failed", "boundary.check", "settings.update"];
    const seededTypes = ["admin", "probe", "session", "setting", "user"];
    expect(
      actions.filter((action) => [...seededActions, "tie.check", "users.update"].includes(action)),
    ).toEqual([...seededActions, "tie.check", "users.update"]);
    expect(resource_types.filter((type) => seededTypes.includes(type))).toEqual(seededTypes);
    for (const list of [actions, resource_types]) {
      expect(list).toEqual([...new Set(list)].sort());
    }
  });
});

describe("nothing changes an entry", () => {
  it("has no route to write, edit or delete one", async () => {
    const methods: Method[] = ["POST", "PUT", "PATCH", "DELETE"];
    for (const url of ["/api/admin/audit-log", "/api/admin/audit-log/1"]) {
      for (const method of methods) {
        const response = await call(method, url, method === "DELETE" ? undefined : { summary: "rewritten" });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it("is refused by the table itself: UPDATE, DELETE and TRUNCATE fail", async () => {
    const db = t.database.db;
    const before = (await page(BULK_RANGE)).entries;
    for (const statement of [
      sql`update admin_audit_log set summary = 'rewritten'`,
      sql`delete from admin_audit_log where resource_type = 'setting'`,
      sql`truncate admin_audit_log`,
    ]) {
      // Drizzle wraps the driver's error; the trigger's own words are its cause.
      await expect(db.execute(statement)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/admin_audit_log is append-only/) },
      });
    }
    expect((await page(BULK_RANGE)).entries).toEqual(before);
  });
});
