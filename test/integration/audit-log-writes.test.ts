import { asc, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/query-rows.js";
import { adminAuditLog } from "../../src/db/schema/index.js";
import { adminClient } from "../helpers/admin-client.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

const now = new Date("2026-05-04T15:30:00Z");
const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15";
let t: TestApp;
let as: ReturnType<typeof adminClient>;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now }, sleep: async () => {} });
  as = adminClient(t.app, await signInCookie(t.app));
});
afterAll(() => t.close());

const entries = () => t.database.db.select().from(adminAuditLog).orderBy(asc(adminAuditLog.id));
const entriesSince = async (id: number) => (await entries()).filter((entry) => entry.id > id);
const lastId = async () => (await entries()).at(-1)?.id ?? 0;

async function ok(method: Parameters<typeof as>[0], url: string, payload?: unknown) {
  const response = await as(method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.body ? response.json() : undefined;
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url,
    remoteAddress: "203.0.113.9",
    headers: { "content-type": "application/json", "user-agent": BROWSER, ...headers },
    payload: JSON.stringify(payload),
  });

describe("the audit log (written side)", () => {
  it("writes one entry per state change, with the action, resource, admin, address and UTC time", async () => {
    const since = await lastId();
    await ok("POST", "/api/admin/settings", { key: "FREE_MESSAGE_LIMIT", value: "30" });
    const number = await ok("POST", "/api/admin/system-numbers", { number: "+15005550006" });
    await ok("PATCH", `/api/admin/system-numbers/${number.id}`, { friendly_name: "Main line" });
    await ok("DELETE", `/api/admin/system-numbers/${number.id}`);
    const [job] = await ok("GET", "/api/admin/jobs");
    await ok("DELETE", `/api/admin/jobs/${job.id}`);
    const mockText = await ok("POST", "/api/admin/mock-sms", { from: "+12125550101", body: "hello" });
    const [user] = await ok("GET", "/api/admin/users");
    await ok("PATCH", `/api/admin/users/${user.id}`, { is_team: true });
    await ok("POST", `/api/admin/users/${user.id}/upgrade`);

    const written = await entriesSince(since);
    expect(written.map((entry) => [entry.action, entry.resource_type, entry.resource_id])).toEqual([
      ["update", "setting", null],
      ["create", "system_number", String(number.id)],
      ["update", "system_number", String(number.id)],
      ["switch_off", "system_number", String(number.id)],
      ["delete", "job", String(job.id)],
      ["send", "mock_text", String(mockText.messageId)],
      ["update", "user", String(user.id)],
      ["upgrade", "user", String(user.id)],
    ]);
    for (const entry of written) {
      expect(entry).toMatchObject({ admin_phone: t.admin.phoneNumber, ip: "127.0.0.1", created_at: now });
      expect(entry.admin_id).toEqual(expect.any(Number));
    }
    expect(written[0]?.summary).toBe('FREE_MESSAGE_LIMIT: "20" → "30"');
    expect(written[1]?.summary).toBe("fields: number, is_active");
    expect(written[2]?.summary).toBe('friendly_name: (none) → "Main line"');
    expect(written[3]?.summary).toBe("is_active: true → false");
    expect(written[6]?.summary).toBe("is_team: false → true");
    expect(written[7]?.summary).toBe('subscription_tier: "free" → "premium"');
  });

  it("writes nothing, and changes nothing, when a call fails", async () => {
    const since = await lastId();
    const me = (await ok("GET", "/api/admin/me")).admin;
    expect((await as("POST", `/api/admin/admins/${me.id}/disable`)).statusCode).toBe(409);
    expect(
      (await as("POST", "/api/admin/settings", { key: "FREE_MESSAGE_LIMIT", value: "-1" })).statusCode,
    ).toBe(400);
    expect((await as("DELETE", "/api/admin/keywords/999999")).statusCode).toBe(404);
    expect(await entriesSince(since)).toEqual([]);
  });

  it("keeps the change and its entry in one transaction: no entry, no change", async () => {
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_audit_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit log unavailable'; END; $$`);
    await t.database.db.execute(sql`
      CREATE TRIGGER refuse_audit_entry BEFORE INSERT ON admin_audit_log
      FOR EACH ROW EXECUTE FUNCTION refuse_audit_entry()`);
    try {
      const response = await as("POST", "/api/admin/settings", { key: "FREE_MESSAGE_LIMIT", value: "99" });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      const settings: Array<{ key: string; value: string }> = await ok("GET", "/api/admin/settings");
      expect(settings.find((setting) => setting.key === "FREE_MESSAGE_LIMIT")?.value).toBe("30");
      // The mock chat's text too: a first text creates the person, the thread and the message,
      // and none of them is left when its entry cannot be written.
      const phone = "+12125550177";
      const text = await as("POST", "/api/admin/mock-sms", { from: phone, body: "kept only with its entry" });
      expect(text.statusCode).toBeGreaterThanOrEqual(500);
      expect(await ok("GET", `/api/admin/thread-by-phone/${encodeURIComponent(phone)}`)).toEqual({
        thread: null,
        messages: [],
      });
      const people = await queryRows(t.database.db, sql`select id from users where phone_number = ${phone}`);
      expect(people).toEqual([]);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_audit_entry ON admin_audit_log`);
      await t.database.db.execute(sql`DROP FUNCTION refuse_audit_entry()`);
    }
  });

  it("records sign-ins that succeed and fail, with the address and browser, and never a secret", async () => {
    const since = await lastId();
    const temporary = "first-temporary-pass-41";
    const chosen = "my-own-chosen-pass-93";
    const added = await ok("POST", "/api/admin/admins", {
      phone_number: "+15005550177",
      name: "Rita",
      temporary_password: temporary,
    });
    const wrong = await post("/api/admin/login", {
      phoneNumber: "+15005550177",
      password: "not-the-password-1",
    });
    expect(wrong.statusCode).toBe(401);
    const first = await post("/api/admin/login", { phoneNumber: "+15005550177", password: temporary });
    expect(first.statusCode, first.body).toBe(200);
    const rita = adminClient(t.app, `textpal_session=${first.cookies[0]?.value}`);
    const changed = await rita("POST", "/api/admin/me/password", {
      current_password: temporary,
      new_password: chosen,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const token = changed.cookies[0]?.value ?? "";
    const asRita = adminClient(t.app, `textpal_session=${token}`);
    const setup = (await asRita("POST", "/api/admin/me/two-factor/setup")).json();
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });
    const code = totp.generate({ timestamp: now.getTime() });
    const confirmed = await asRita("POST", "/api/admin/me/two-factor/confirm", { code });
    const recoveryCodes: string[] = confirmed.json().recovery_codes;
    const pending = (
      await post("/api/admin/login", { phoneNumber: "+15005550177", password: chosen })
    ).json();
    const withRecovery = await post("/api/admin/login/two-factor", {
      pending_token: pending.pending_token,
      code: recoveryCodes[0],
    });
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
    const reset = await ok("POST", `/api/admin/admins/${added.id}/reset-password`, {
      temporary_password: "second-temporary-pass-58",
    });
    expect(reset.id).toBe(added.id);

    const written = await entriesSince(since);
    expect(written.map((entry) => [entry.action, entry.resource_type])).toEqual([
      ["create", "admin"],
      ["sign_in_failed", "admin"],
      ["sign_in", "session"],
      ["change_password", "admin"],
      ["start_setup", "two_factor"],
      ["enable", "two_factor"],
      ["sign_in", "session"],
      ["reset_password", "admin"],
    ]);
    expect(written[1]).toMatchObject({ admin_id: added.id, ip: "203.0.113.9", user_agent: BROWSER });
    expect(written[2]).toMatchObject({ admin_id: added.id, summary: "signed in with password" });
    expect(written[6]?.summary).toBe("signed in with password and a recovery code");

    const secrets = [
      temporary,
      chosen,
      "not-the-password-1",
      "second-temporary-pass-58",
      setup.secret,
      code,
      pending.pending_token,
      token,
      first.cookies[0]?.value ?? "",
      withRecovery.cookies[0]?.value ?? "",
      ...recoveryCodes,
    ];
    const everything = JSON.stringify(await entries());
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(everything).not.toContain(secret);
    }
  });

  it("refuses to change or remove an entry, even in SQL", async () => {
    expect(await lastId()).toBeGreaterThan(0);
    await expect(t.database.db.execute(sql`UPDATE admin_audit_log SET summary = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM admin_audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`TRUNCATE admin_audit_log`)).rejects.toThrow();
  });
});
