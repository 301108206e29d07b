import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions } from "../../src/db/schema/index.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, TEST_ADMIN, type TestApp } from "../helpers/test-server.js";

const start = new Date("2026-03-01T12:00:00Z");
let now = start;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
  t.app.inject({
    remoteAddress,
    method: "POST",
    url: "/api/admin/login",
    payload: payload === undefined ? "" : JSON.stringify(payload),
    headers: { "content-type": "application/json", ...headers },
  });

const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/admin/me", headers: { cookie } });

describe("admin sign-in", () => {
  it("signs in with a national-format phone and sets a hardened session cookie", async () => {
    now = start;
    const response = await login({ phoneNumber: "(500) 555-0123", password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      admin: {
        id: expect.any(Number),
        phone_number: TEST_ADMIN.phoneNumber,
        must_change_password: false,
        totp_enabled: false,
      },
    });
    const cookie = response.cookies.find((entry) => entry.name === "textpal_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    expect(Buffer.from(cookie?.value ?? "", "base64url").length).toBeGreaterThanOrEqual(16);
  });

  it("stores only a digest of the session token", async () => {
    const cookie = await signInCookie(t.app);
    const token = cookie.split("=")[1] ?? "";
    const rows = await t.database.db.select({ id: adminSessions.id }).from(adminSessions);
    const ids = rows.map((row) => row.id);
    expect(ids).not.toContain(token);
    expect(ids).toContain(createHash("sha256").update(token).digest("hex"));
  });

  it("issues a new session id at every login", async () => {
    const first = await signInCookie(t.app);
    const second = await signInCookie(t.app);
    expect(first).not.toBe(second);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
  });

  it("names the cookie __Host- and marks it Secure when the request came over https through a trusted proxy", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const response = await proxied.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: TEST_ADMIN,
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.statusCode).toBe(200);
      const [cookie] = response.cookies;
      // __Host-: Secure, path /, no Domain, so no other origin can plant or overwrite it.
      expect(cookie).toMatchObject({ name: "__Host-textpal_session", secure: true, path: "/" });
      expect(cookie?.domain).toBeUndefined();

      const meOver = (proto: string, name: string) =>
        proxied.app.inject({
          method: "GET",
          url: "/api/admin/me",
          headers: { "x-forwarded-proto": proto, cookie: `${name}=${cookie?.value}` },
        });
      expect((await meOver("https", "__Host-textpal_session")).statusCode).toBe(200);
      // The bare name is not read over https: it is the one a sibling origin could set.
      expect((await meOver("https", "textpal_session")).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it("answers the same 401 for a wrong password and an unknown phone", async () => {
    const wrongPassword = await login({ phoneNumber: TEST_ADMIN.phoneNumber, password: "wrong-password" });
    const unknownPhone = await login({ phoneNumber: "+15005550999", password: TEST_ADMIN.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownPhone.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownPhone.json());
    expect(wrongPassword.json().message).toMatch(/invalid phone number or password/i);
  });

  it.each([
    ["an empty body", undefined],
    ["a string", "hello"],
    ["an array", [1, 2]],
    ["missing password", { phoneNumber: "+15005550123" }],
    ["a short phone", { phoneNumber: "123", password: "secret123" }],
    ["a short password", { phoneNumber: "+15005550123", password: "abc" }],
    ["wrong types", { phoneNumber: 15005550123, password: true }],
  ])("rejects %s with 400 and field messages", async (_label, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe("string");
  });

  it("gives the spec's validation messages per field", async () => {
    const response = await login({ phoneNumber: "123", password: "abc" });
    expect(response.json().errors).toEqual({
      phoneNumber: "Phone number must be at least 10 characters.",
      password: "Password must be at least 6 characters.",
    });
  });

  it("rejects malformed JSON with 400, not 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { "content-type": "application/json" },
      payload: '{"phoneNumber": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not valid JSON/);
  });
});

describe("sessions", () => {
  it("ends the session on the server at logout", async () => {
    now = new Date(start.getTime() + 3 * 60 * 60 * 1000);
    const cookie = await signInCookie(t.app);
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { cookie, "content-type": "application/json" },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("expires after 12 idle hours", async () => {
    now = new Date(start.getTime() + 4 * 60 * 60 * 1000);
    const cookie = await signInCookie(t.app);
    now = new Date(now.getTime() + 11 * 60 * 60 * 1000);
    expect((await me(cookie)).statusCode).toBe(200);
    now = new Date(now.getTime() + 12 * 60 * 60 * 1000 + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("expires 7 days after sign-in even when used every few hours", async () => {
    now = new Date(start.getTime() + 24 * 60 * 60 * 1000);
    const signedInAt = now.getTime();
    const cookie = await signInCookie(t.app);
    while (now.getTime() < signedInAt + 7 * 24 * 60 * 60 * 1000 - 6 * 60 * 60 * 1000) {
      now = new Date(now.getTime() + 6 * 60 * 60 * 1000);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    now = new Date(signedInAt + 7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("rejects a forged cookie", async () => {
    expect((await me("textpal_session=forged-token-value")).statusCode).toBe(401);
  });
});
