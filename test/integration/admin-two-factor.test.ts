import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../../src/db/schema/index.js";
import { adminClient } from "../helpers/admin-client.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

const start = new Date("2026-03-01T12:00:00Z");
let now = start;
let t: TestApp;
let cookie: string;
let secret: string;
let recoveryCodes: string[];

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now }, sleep: async () => {} });
  cookie = await signInCookie(t.app);
});
afterAll(() => t.close());

const codeAt = (at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
const post = (url: string, payload: unknown, remoteAddress = "127.0.0.1", userAgent = "lightMyRequest") =>
  t.app.inject({
    remoteAddress,
    method: "POST",
    url,
    payload: JSON.stringify(payload),
    headers: { "content-type": "application/json", "user-agent": userAgent },
  });
const password = (remoteAddress?: string, userAgent?: string) =>
  post(
    "/api/admin/login",
    { phoneNumber: t.admin.phoneNumber, password: t.admin.password },
    remoteAddress,
    userAgent,
  );
async function pendingToken(remoteAddress?: string, userAgent?: string): Promise<string> {
  const response = await password(remoteAddress, userAgent);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.cookies).toEqual([]);
  expect(response.json()).toEqual({ two_factor_required: true, pending_token: expect.any(String) });
  return response.json().pending_token;
}
const withCode = (pending_token: string, code: string, remoteAddress?: string, userAgent?: string) =>
  post("/api/admin/login/two-factor", { pending_token, code }, remoteAddress, userAgent);
const auditEntries = (action: string) =>
  t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));

describe("two-factor sign-in", () => {
  it("enrolls only with a right confirmation code, then answers 10 recovery codes once", async () => {
    const as = adminClient(t.app, cookie);
    const setup = await as("POST", "/api/admin/me/two-factor/setup");
    expect(setup.statusCode, setup.body).toBe(200);
    secret = setup.json().secret;
    expect(setup.json().otpauth_uri).toMatch(/^otpauth:\/\/totp\/Textpal:.*issuer=Textpal/);
    expect(setup.json().qr_data_url).toMatch(/^data:image\/png;base64,/);

    const wrong = await as("POST", "/api/admin/me/two-factor/confirm", { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect((await as("GET", "/api/admin/me/two-factor")).json()).toMatchObject({ enabled: false });

    const confirmed = await as("POST", "/api/admin/me/two-factor/confirm", { code: codeAt(now) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    recoveryCodes = confirmed.json().recovery_codes;
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await as("GET", "/api/admin/me/two-factor")).json()).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      required: false,
    });
    expect((await as("GET", "/api/admin/admins")).json()[0]).toMatchObject({ totp_enabled: true });
    // The secret is never shown again.
    expect((await as("POST", "/api/admin/me/two-factor/setup")).statusCode).toBe(409);
  });

  it("asks for a code after the password and signs in with it, once", async () => {
    later(30);
    const token = await pendingToken();
    const code = codeAt(now);
    const signedIn = await withCode(token, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().admin).toMatchObject({ totp_enabled: true });
    const session = signedIn.cookies.find((entry) => entry.name === "textpal_session");
    expect(session).toBeDefined();
    const me = await adminClient(t.app, `textpal_session=${session?.value}`)("GET", "/api/admin/me");
    expect(me.statusCode).toBe(200);

    // The token was single-use, and the code cannot be used again even with a new token.
    expect((await withCode(token, code)).statusCode).toBe(401);
    const reused = await withCode(await pendingToken(), code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual({ code: expect.stringContaining("not right") });
  });

  it("accepts the previous step's code (clock drift) but not older", async () => {
    // Two steps past the last one used, so the previous step's code is still unused.
    later(60);
    expect((await withCode(await pendingToken(), codeAt(new Date(now.getTime() - 30_000)))).statusCode).toBe(
      200,
    );
    later(60);
    expect((await withCode(await pendingToken(), codeAt(new Date(now.getTime() - 60_000)))).statusCode).toBe(
      400,
    );
  });

  it("takes a recovery code instead of a code, once", async () => {
    const [first] = recoveryCodes;
    expect((await withCode(await pendingToken(), first?.toUpperCase() ?? "")).statusCode).toBe(200);
    expect((await withCode(await pendingToken(), first ?? "")).statusCode).toBe(400);
    const status = await adminClient(t.app, cookie)("GET", "/api/admin/me/two-factor");
    expect(status.json()).toMatchObject({ recovery_codes_left: 9 });
  });

  it("refuses a pending token from another address or browser than the password's, as an expired one", async () => {
    later(30);
    const token = await pendingToken("203.0.113.20", "Firefox");
    for (const [address, browser] of [
      ["203.0.113.21", "Firefox"],
      ["203.0.113.20", "Chrome"],
    ] as const) {
      const elsewhere = await withCode(token, codeAt(now), address, browser);
      expect(elsewhere.statusCode).toBe(401);
      expect(elsewhere.json().message).toBe("This sign-in has expired. Please sign in again.");
    }
    expect((await withCode(token, codeAt(now), "203.0.113.20", "Firefox")).statusCode).toBe(200);
  });

  it("gives someone with the password at most 10 codes an hour, however many tokens and addresses they use", async () => {
    later(30);
    const attackStart = now.getTime();
    const addresses = ["198.51.100.1", "198.51.100.2", "2001:db8:1::7"];
    let checked = 0;
    let refused = 0;
    // The attack of issue 34: the password again before every guess, each from the next address,
    // and each guess sent as soon as the last answer's Retry-After allows.
    for (let guess = 0; now.getTime() < attackStart + 60 * 60_000 && checked <= 10; guess++) {
      const address = addresses[guess % addresses.length];
      const answer = await withCode(await pendingToken(address), "123456", address);
      if (answer.statusCode === 400) {
        checked++;
        later(1);
        continue;
      }
      expect(answer.statusCode, answer.body).toBe(429);
      expect(answer.json().message).toMatch(/^Too many wrong codes\. Try again in (a minute|\d+ minutes)\.$/);
      refused++;
      later(Number(answer.headers["retry-after"]));
    }
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(10);
    expect(refused).toBeGreaterThan(0);
    // Once an hour has passed, the next wrong code is checked and locks the account again.
    later(60 * 60);
    const address = "198.51.100.9";
    expect((await withCode(await pendingToken(address), "123456", address)).statusCode).toBe(400);
    // One audit entry per lock, the first after the 5th wrong code; none for the refusals.
    const locks = await auditEntries("two_factor_locked");
    expect(locks).toHaveLength(checked + 1 - 4);
    expect(locks[0]).toMatchObject({
      admin_phone: t.admin.phoneNumber,
      resource_type: "admin",
      summary: "second-factor codes refused for a minute after 5 wrong codes in a row",
    });

    // While locked, a right code and a recovery code are refused too, at sign-in and to turn
    // two-factor sign-in off, and nothing is used up.
    for (const code of [codeAt(now), recoveryCodes[1] ?? ""]) {
      const locked = await withCode(await pendingToken(address), code, address);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    }
    const as = adminClient(t.app, cookie);
    const turnOff = await as("POST", "/api/admin/me/two-factor/disable", { code: codeAt(now) });
    expect(turnOff.statusCode).toBe(429);
    expect(Number(turnOff.headers["retry-after"])).toBeGreaterThan(0);
    expect((await as("GET", "/api/admin/me/two-factor")).json()).toMatchObject({
      enabled: true,
      recovery_codes_left: 9,
    });

    // Once the lock has passed, a right code signs in and clears the count.
    const locked = await withCode(await pendingToken(address), codeAt(now), address);
    later(Number(locked.headers["retry-after"]));
    expect((await withCode(await pendingToken(address), codeAt(now), address)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await withCode(await pendingToken(address), "123456", address)).statusCode).toBe(400);
    }
    later(30);
    expect((await withCode(await pendingToken(address), codeAt(now), address)).statusCode).toBe(200);
    expect(await auditEntries("two_factor_locked")).toHaveLength(locks.length);
  });

  it("counts wrong codes toward the sign-in throttle", async () => {
    later(30);
    const address = "203.0.113.9";
    const token = await pendingToken(address);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await withCode(token, "123456", address)).statusCode).toBe(400);
    }
    const refused = await withCode(token, codeAt(now), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    // The password step shares the count.
    expect((await password(address)).statusCode).toBe(429);
    later(31);
    // The address's 30 s are over, but the 5th wrong code locked the account's codes for a minute.
    const accountLocked = await withCode(token, codeAt(now), address);
    expect(accountLocked.json().message).toBe("Too many wrong codes. Try again in a minute.");
    later(30);
    expect((await withCode(token, codeAt(now), address)).statusCode).toBe(200);
  });

  it("ends the sign-ins and lifts the lock the old password earned when the password changes", async () => {
    later(60 * 60);
    const address = "192.0.2.44";
    const waiting = await pendingToken(address);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await withCode(await pendingToken(address), "123456", address)).statusCode).toBe(400);
    }
    expect((await withCode(await pendingToken(address), codeAt(now), address)).statusCode).toBe(429);
    const newPassword = "a fresh passphrase 9041";
    const changed = await adminClient(t.app, cookie)("POST", "/api/admin/me/password", {
      current_password: t.admin.password,
      new_password: newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const expired = await withCode(waiting, codeAt(now), address);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe("This sign-in has expired. Please sign in again.");
    // The new password's sign-in takes a right code at once: no lock is left.
    const token = await post(
      "/api/admin/login",
      { phoneNumber: t.admin.phoneNumber, password: newPassword },
      address,
    );
    const signedIn = await withCode(token.json().pending_token, codeAt(now), address);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.cookies.find((entry) => entry.name === "textpal_session");
    cookie = `${session?.name}=${session?.value}`;
    t.admin.password = newPassword;
  });

  it("turns off only with a current code", async () => {
    later(30);
    const as = adminClient(t.app, cookie);
    expect((await as("POST", "/api/admin/me/two-factor/disable", { code: "000000" })).statusCode).toBe(400);
    const off = await as("POST", "/api/admin/me/two-factor/disable", { code: codeAt(now) });
    expect(off.statusCode, off.body).toBe(200);
    const plain = await password();
    expect(plain.json()).toMatchObject({ admin: { totp_enabled: false } });
    expect((await as("GET", "/api/admin/admins")).json()[0]).toMatchObject({ totp_enabled: false });
  });
});

describe("REQUIRE_ADMIN_2FA", () => {
  let required: TestApp;
  afterAll(() => required?.close());

  it("keeps an admin without two-factor sign-in on its set-up until it is on, and off-limits to turn off", async () => {
    required = await createTestApp({ env: { REQUIRE_ADMIN_2FA: "true" } });
    const as = adminClient(required.app, await signInCookie(required.app));
    const me = await as("GET", "/api/admin/me");
    expect(me.json()).toMatchObject({ require_two_factor: true, admin: { totp_enabled: false } });
    const blocked = await as("GET", "/api/admin/admins");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toMatch(/Two-factor sign-in is required/);

    const setup = await as("POST", "/api/admin/me/two-factor/setup");
    const code = new TOTP({ secret: Secret.fromBase32(setup.json().secret) }).generate();
    expect((await as("POST", "/api/admin/me/two-factor/confirm", { code })).statusCode).toBe(200);
    expect((await as("GET", "/api/admin/admins")).statusCode).toBe(200);
    expect((await as("POST", "/api/admin/me/two-factor/disable", { code })).statusCode).toBe(409);
  });
});
