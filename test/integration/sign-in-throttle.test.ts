import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_BACKOFF } from "../../src/domain/admin/sign-in-throttle.js";
import { createTestApp, TEST_ADMIN, type TestApp } from "../helpers/test-server.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const start = new Date("2026-03-01T12:00:00Z");
let now = start;
const sleeps: number[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    clock: { now: () => now },
    // Records the wait instead of sleeping: the test asserts how long, not the wall clock.
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
});
afterAll(() => t.close());

/** Each test starts a day after the previous one, past every failure the others counted. */
let day = 0;
function nextDay(): void {
  day += 2;
  now = new Date(start.getTime() + day * DAY_MS);
  sleeps.length = 0;
}
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const WRONG = "not-the-password";

function login(
  remoteAddress: string,
  password: string = TEST_ADMIN.password,
  phoneNumber: string = TEST_ADMIN.phoneNumber,
) {
  return t.app.inject({
    remoteAddress,
    method: "POST",
    url: "/api/admin/login",
    payload: { phoneNumber, password },
  });
}

const retryAfterMs = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers["retry-after"]) * 1000;

describe("sign-in throttle", () => {
  it("lets one address make a few mistakes, then refuses it with a notice and Retry-After", async () => {
    nextDay();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) statuses.push((await login("10.1.0.1", WRONG)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    const refused = await login("10.1.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Too many sign-in attempts. Please wait a minute and try again.");
    expect(retryAfterMs(refused)).toBe(SIGN_IN_BACKOFF.pair.baseMs);
  });

  it("refuses repeated failures from one address for longer each time", async () => {
    nextDay();
    for (let attempt = 0; attempt < SIGN_IN_BACKOFF.pair.free; attempt++) {
      expect((await login("10.2.0.1", WRONG)).statusCode).toBe(401);
    }
    const lockouts: number[] = [];
    for (let round = 0; round < 7; round++) {
      const refused = await login("10.2.0.1", WRONG);
      expect(refused.statusCode).toBe(429);
      lockouts.push(retryAfterMs(refused));
      advance(retryAfterMs(refused));
      expect((await login("10.2.0.1", WRONG)).statusCode).toBe(401);
    }
    const base = SIGN_IN_BACKOFF.pair.baseMs;
    expect(lockouts).toEqual([base, base * 2, base * 4, base * 8, base * 16, base * 30, base * 30]);
    const longest = await login("10.2.0.1");
    expect(longest.json().message).toBe("Too many sign-in attempts. Please wait 15 minutes and try again.");
  });

  it("does not let wrong passwords from one address stop the right one from another", async () => {
    nextDay();
    // A patient guesser: every lockout waited out, a dozen failures over several minutes.
    for (let failures = 0; failures < 12; ) {
      const response = await login("10.3.0.1", WRONG);
      if (response.statusCode === 401) failures++;
      else advance(retryAfterMs(response));
    }
    expect((await login("10.3.0.1", WRONG)).statusCode).toBe(429);

    const owner = await login("10.3.9.9");
    expect(owner.statusCode).toBe(200);
    expect(sleeps).toEqual([]);
  });

  it("refuses an address that tries many phones", async () => {
    nextDay();
    for (let attempt = 0; attempt < SIGN_IN_BACKOFF.address.free; attempt++) {
      const response = await login("10.4.0.1", WRONG, `+1500555${2000 + attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const refused = await login("10.4.0.1", WRONG, "+15005553000");
    expect(refused.statusCode).toBe(429);
    expect(retryAfterMs(refused)).toBe(SIGN_IN_BACKOFF.address.baseMs);
  });

  it("only slows an address the owner signed in from while many addresses guess at the phone", async () => {
    nextDay();
    expect((await login("10.5.0.1")).statusCode).toBe(200);
    advance(60 * 60 * 1000);

    // A dozen addresses, each staying under its own limits, keep guessing whenever the phone lets them.
    for (let address = 1; address <= 12; ) {
      const response = await login(`10.5.1.${address}`, WRONG);
      if (response.statusCode === 401) address++;
      else advance(retryAfterMs(response));
    }
    // Now an address the owner never used waits like the guessers, even with the password.
    const newAddress = await login("10.5.2.2");
    expect(newAddress.statusCode).toBe(429);
    expect(retryAfterMs(newAddress)).toBe(SIGN_IN_BACKOFF.phone.capMs);

    const owner = await login("10.5.0.1");
    expect(owner.statusCode).toBe(200);
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThan(0);
    expect(sleeps[0]).toBeLessThanOrEqual(3000);
  });

  it("clears an address's mistakes for the phone once it signs in", async () => {
    nextDay();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await login("10.6.0.1", WRONG)).statusCode);
    statuses.push((await login("10.6.0.1")).statusCode);
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await login("10.6.0.1", WRONG)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401]);
  });

  it("counts an IPv6 guesser by its /64, so a new interface id is no escape", async () => {
    nextDay();
    for (let host = 1; host <= SIGN_IN_BACKOFF.pair.free; host++) {
      expect((await login(`2001:db8:7:7::${host}`, WRONG)).statusCode).toBe(401);
    }
    expect((await login("2001:db8:7:7::99", WRONG)).statusCode).toBe(429);
    expect((await login("2001:db8:7:8::1")).statusCode).toBe(200);
  });

  /**
   * One more wrong password than a pair may fail from one socket address, each with a different
   * forged X-Forwarded-For; the status of the last.
   */
  async function lastOfForgedGuesses(
    app: TestApp["app"],
    socket: string,
    forwarded: (attempt: number) => string,
  ) {
    let status = 0;
    for (let attempt = 1; attempt <= SIGN_IN_BACKOFF.pair.free + 1; attempt++) {
      const response = await app.inject({
        remoteAddress: socket,
        method: "POST",
        url: "/api/admin/login",
        payload: { phoneNumber: TEST_ADMIN.phoneNumber, password: WRONG },
        headers: { "x-forwarded-for": forwarded(attempt) },
      });
      status = response.statusCode;
    }
    return status;
  }

  it("does not take the address from X-Forwarded-For unless TRUST_PROXY is set", async () => {
    nextDay();
    expect(await lastOfForgedGuesses(t.app, "10.9.0.1", (attempt) => `198.51.100.${attempt}`)).toBe(429);
  });

  it("behind one proxy, counts the address the proxy saw, whatever the client forged before it", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: "1" }, sleep: async () => {} });
    try {
      const forged = (attempt: number) => `198.51.100.${attempt}, 203.0.113.9`;
      expect(await lastOfForgedGuesses(proxied.app, "10.0.0.2", forged)).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it("counts concurrent guesses one by one", async () => {
    nextDay();
    const responses = await Promise.all(Array.from({ length: 12 }, () => login("10.8.0.1", WRONG)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(SIGN_IN_BACKOFF.pair.free).fill(401), ...Array(7).fill(429)]);
  });
});
