import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
const post = (url: string, payload: unknown, remoteAddress = "127.0.0.1") =>
  t.app.inject({
    remoteAddress,
    method: "POST",
    url,
    payload: JSON.stringify(payload),
    headers: { "content-type": "application/json" },
  });
const password = (remoteAddress?: string) =>
  post("/api/admin/login", { phoneNumber: t.admin.phoneNumber, password: t.admin.password }, remoteAddress);
async function pendingToken(remoteAddress?: string): Promise<string> {
  const response = await password(remoteAddress);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.cookies).toEqual([]);
  expect(response.json()).toEqual({ two_factor_required: true, pending_token: expect.any(String) });
  return response.json().pending_token;
}
const withCode = (pending_token: string, code: string, remoteAddress?: string) =>
  post("/api/admin/login/two-factor", { pending_token, code }, remoteAddress);

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

  it("counts wrong codes toward the sign-in throttle", async () => {
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
    expect((await withCode(token, codeAt(now), address)).statusCode).toBe(200);
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
