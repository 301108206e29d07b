import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/query-rows.js";
import { adminAuditLog, messages, queuedMessages, threads, users } from "../../src/db/schema/index.js";
import { type AdminUser, PROFILE_TOO_LONG } from "../../src/shared/users.js";
import {
  addQueuedMessage,
  addThread,
  addUser,
  daysAgo,
  hoursAgo,
  type UserRow,
} from "../helpers/console-fixtures.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInCookie(t.app);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const send = (method: "POST" | "PATCH" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, "content-type": "application/json" },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });

describe("GET /api/admin/users", () => {
  let newest: UserRow;

  beforeAll(async () => {
    const db = t.database.db;
    for (let index = 0; index < 30; index++) {
      await addUser(db, {
        phone_number: `+1212555${String(1000 + index)}`,
        profile:
          index === 7 ? "Loves 100% dark chocolate and hiking_trails near Denver." : `Customer ${index}`,
        created_at: daysAgo(40 - index),
        last_active: index % 2 === 0 ? hoursAgo(2) : daysAgo(3),
      });
    }
    newest = await addUser(db, {
      phone_number: "+14155550199",
      profile: "Runs a Bakery in Oakland",
      created_at: hoursAgo(1),
    });
    await addThread(db, [newest], [{ role: "user", content: "hello", at: hoursAgo(1) }]);
  });

  it("pages newest first with the total in X-Total-Count", async () => {
    const first = await get("/api/admin/users?limit=25&offset=0");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-total-count"]).toBe("31");
    const rows = first.json<AdminUser[]>();
    expect(rows).toHaveLength(25);
    expect(rows[0]).toMatchObject({
      id: newest.id,
      phone_number: "+14155550199",
      subscription_tier: "free",
      threadCount: 1,
      is_team: false,
    });
    expect(rows[0]?.created_at).toBe(newest.created_at.toISOString());

    const second = await get("/api/admin/users?limit=25&offset=25");
    expect(second.json<AdminUser[]>()).toHaveLength(6);
    const ids = [...rows, ...second.json<AdminUser[]>()].map((user) => user.id);
    expect(new Set(ids).size).toBe(31);
  });

  it("searches phone or profile, case-insensitively, counting only matches", async () => {
    const byProfile = await get("/api/admin/users?search=bAKERY");
    expect(byProfile.json<AdminUser[]>().map((user) => user.phone_number)).toEqual(["+14155550199"]);
    expect(byProfile.headers["x-total-count"]).toBe("1");

    const byPhone = await get(`/api/admin/users?search=${encodeURIComponent("(212) 555-101")}`);
    expect(byPhone.json<AdminUser[]>()).toHaveLength(10);
    expect(byPhone.headers["x-total-count"]).toBe("10");
  });

  it("keeps the phone search's trigram index off the bare column that texts look senders up by", async () => {
    const indexes = await queryRows<{ indexdef: string }>(
      t.database.db,
      sql`select indexdef from pg_indexes where tablename = 'users' and indexdef like '%phone_number%'`,
    );
    const definitions = indexes.map((index) => index.indexdef);
    expect(
      definitions.some((definition) => /gin \(lower\(phone_number\) gin_trgm_ops\)/.test(definition)),
    ).toBe(true);
    expect(definitions.some((definition) => /gin \(phone_number gin_trgm_ops\)/.test(definition))).toBe(
      false,
    );
  });

  it("treats % and _ in the search text as themselves", async () => {
    const percent = await get(`/api/admin/users?search=${encodeURIComponent("100%")}`);
    expect(percent.json<AdminUser[]>()).toHaveLength(1);
    const underscore = await get("/api/admin/users?search=hiking_trails");
    expect(underscore.json<AdminUser[]>()).toHaveLength(1);
    const literal = await get(`/api/admin/users?search=${encodeURIComponent("_")}`);
    expect(literal.json<AdminUser[]>()).toHaveLength(1);
  });

  it("rejects a bad paging value with 400", async () => {
    const response = await get("/api/admin/users?limit=0");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("limit");
    expect((await get("/api/admin/users?offset=-1")).statusCode).toBe(400);
  });
});

describe("user actions", () => {
  it("upgrades to premium and reports the new tier", async () => {
    const user = await addUser(t.database.db, { phone_number: "+13035550111" });
    const response = await send("POST", `/api/admin/users/${user.id}/upgrade`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, subscription_tier: "premium" });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.subscription_tier).toBe("premium");
  });

  it("sets and clears the team flag", async () => {
    const user = await addUser(t.database.db, { phone_number: "+13035550112" });
    const on = await send("PATCH", `/api/admin/users/${user.id}`, { is_team: true });
    expect(on.json()).toMatchObject({ is_team: true });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.is_team).toBe(true);
    expect((await send("PATCH", `/api/admin/users/${user.id}`, { is_team: false })).json().is_team).toBe(
      false,
    );
    expect((await send("PATCH", `/api/admin/users/${user.id}`, { is_team: "yes" })).statusCode).toBe(400);
    expect(
      (await send("PATCH", `/api/admin/users/${user.id}`, { subscription_tier: "free" })).statusCode,
    ).toBe(400);
  });

  it("answers 404 for an unknown user and 400 for a malformed id", async () => {
    expect((await send("POST", "/api/admin/users/999999/upgrade")).statusCode).toBe(404);
    expect((await send("POST", "/api/admin/users/999999/reset")).statusCode).toBe(404);
    expect((await get("/api/admin/users/999999")).statusCode).toBe(404);
    expect((await send("POST", "/api/admin/users/abc/reset")).statusCode).toBe(400);
  });
});

describe("POST /api/admin/users/{id}/reset", () => {
  it("clears profile, referral and activity, deletes only the user's own threads and queued items", async () => {
    const db = t.database.db;
    const dana = await addUser(db, {
      phone_number: "+16175550131",
      profile: "Dana, nurse, night shifts",
      subscription_tier: "premium",
      timezone: "America/New_York",
      timezone_confirmed: true,
      total_messages_sent: 12,
      free_messages_used: 9,
      bonus_messages: 10,
      last_active: hoursAgo(1),
      referral_code: "DANA01",
      referred_by: "FRIEND",
      referral_count: 2,
      is_team: true,
    });
    const eli = await addUser(db, { phone_number: "+16175550132", profile: "Eli", total_messages_sent: 3 });
    const own = await addThread(
      db,
      [dana],
      [
        { role: "user", content: "remind me at 5", at: hoursAgo(3) },
        { role: "assistant", content: "Sure", at: hoursAgo(3) },
      ],
    );
    const group = await addThread(db, [dana, eli], [{ role: "user", content: "hi all", at: hoursAgo(2) }]);
    const elisOwn = await addThread(db, [eli], [{ role: "user", content: "hey", at: hoursAgo(2) }]);
    const reminder = await addQueuedMessage(db, {
      content: "Reminder: call mom",
      recipient: dana.phone_number,
      type: "reminder",
      scheduled_for: hoursAgo(-5),
    });
    const elisReminder = await addQueuedMessage(db, {
      content: "Reminder: gym",
      recipient: eli.phone_number,
      type: "reminder",
      scheduled_for: hoursAgo(-5),
    });

    const response = await send("POST", `/api/admin/users/${dana.id}/reset`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      profile: "",
      referred_by: null,
      referral_count: 0,
      bonus_messages: 0,
      total_messages_sent: 0,
      free_messages_used: 0,
      last_active: null,
      threadCount: 1,
      // Kept: not profile, referral info or activity.
      subscription_tier: "premium",
      referral_code: "DANA01",
      timezone: "America/New_York",
      is_team: true,
    });

    const threadIds = (await db.select({ id: threads.id }).from(threads)).map((row) => row.id);
    expect(threadIds).not.toContain(own.id);
    expect(threadIds).toEqual(expect.arrayContaining([group.id, elisOwn.id]));
    expect(await db.select().from(messages).where(eq(messages.thread_id, own.id))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.thread_id, group.id))).toHaveLength(1);
    const queuedIds = (await db.select({ id: queuedMessages.id }).from(queuedMessages)).map((row) => row.id);
    expect(queuedIds).not.toContain(reminder.id);
    expect(queuedIds).toContain(elisReminder.id);
    const [eliAfter] = await db.select().from(users).where(eq(users.id, eli.id));
    expect(eliAfter).toMatchObject({ profile: "Eli", total_messages_sent: 3 });
  });
});

describe("PUT /api/admin/users/{id}/profile", () => {
  const lastAudit = async () =>
    (await t.database.db.select().from(adminAuditLog).orderBy(adminAuditLog.id)).at(-1);
  const storedProfile = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.profile;

  it("edits and clears the profile, auditing who did it and the lengths, never the text", async () => {
    const fay = await addUser(t.database.db, { phone_number: "+16175550141", profile: "Fay keeps bees." });
    const edited = await send("PUT", `/api/admin/users/${fay.id}/profile`, {
      profile: "  Fay keeps bees and sells honey.\n",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: fay.id, profile: "Fay keeps bees and sells honey." });
    expect(await storedProfile(fay.id)).toBe("Fay keeps bees and sells honey.");
    expect(await lastAudit()).toMatchObject({
      action: "update_profile",
      resource_type: "user",
      resource_id: String(fay.id),
      admin_phone: t.admin.phoneNumber,
      summary: "profile edited (15 → 31 characters)",
    });

    const cleared = await send("PUT", `/api/admin/users/${fay.id}/profile`, { profile: "" });
    expect(cleared.json()).toMatchObject({ profile: "" });
    expect((await lastAudit())?.summary).toBe("profile cleared (31 characters)");
  });

  it("refuses a profile over 1000 characters, counting an emoji as one, and changes nothing", async () => {
    const gil = await addUser(t.database.db, { phone_number: "+16175550142", profile: "Gil" });
    const auditBefore = (await lastAudit())?.id;
    const tooLong = await send("PUT", `/api/admin/users/${gil.id}/profile`, { profile: "x".repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errors: { profile: PROFILE_TOO_LONG } });
    expect(await storedProfile(gil.id)).toBe("Gil");
    expect((await lastAudit())?.id).toBe(auditBefore);

    const emoji = await send("PUT", `/api/admin/users/${gil.id}/profile`, {
      profile: "\u{1F41D}".repeat(1000),
    });
    expect(emoji.statusCode).toBe(200);
    expect((await send("PUT", `/api/admin/users/${gil.id}/profile`, {})).statusCode).toBe(400);
    expect((await send("PUT", "/api/admin/users/999999/profile", { profile: "x" })).statusCode).toBe(404);
  });
});
