import { describe, expect, it } from "vitest";
import {
  decideSignIn,
  KNOWN_ADDRESS_MAX_DELAY_MS,
  lockoutMs,
  remainingMs,
  SIGN_IN_BACKOFF,
  type SignInHistory,
} from "../../src/domain/admin/sign-in-throttle.js";
import { countingWrongCodes, wrongCodeLockMs } from "../../src/domain/admin/wrong-code-lockout.js";

const now = new Date("2026-03-01T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const none = { count: 0, lastAt: null };
const history = (overrides: Partial<SignInHistory>): SignInHistory => ({
  pair: none,
  address: none,
  phone: none,
  addressKnown: false,
  ...overrides,
});

describe("lockoutMs", () => {
  const backoff = { free: 3, baseMs: 10 * SECOND, capMs: 5 * MINUTE };

  it("is free up to the allowance, then doubles with each failure up to the cap", () => {
    const lockouts = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((count) => lockoutMs(backoff, count));
    expect(lockouts).toEqual([0, 0, 0, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000]);
  });

  it("stays at the cap for any number of failures", () => {
    expect(lockoutMs(backoff, 10_000)).toBe(5 * MINUTE);
    expect(lockoutMs(backoff, Number.MAX_SAFE_INTEGER)).toBe(5 * MINUTE);
  });

  it("counts from the latest failure", () => {
    expect(remainingMs(backoff, { count: 3, lastAt: ago(4 * SECOND) }, now)).toBe(6 * SECOND);
    expect(remainingMs(backoff, { count: 3, lastAt: ago(11 * SECOND) }, now)).toBe(0);
    expect(remainingMs(backoff, { count: 0, lastAt: null }, now)).toBe(0);
  });
});

describe("decideSignIn", () => {
  const { pair, address, phone } = SIGN_IN_BACKOFF;

  it("allows an attempt with no failures behind it", () => {
    expect(decideSignIn(history({}), now)).toEqual({ kind: "allow" });
  });

  it("allows a person's first mistakes, then refuses with the lockout's remaining time", () => {
    const justFailed = { lastAt: ago(SECOND) };
    expect(decideSignIn(history({ pair: { count: pair.free - 1, ...justFailed } }), now).kind).toBe("allow");
    expect(decideSignIn(history({ pair: { count: pair.free, ...justFailed } }), now)).toEqual({
      kind: "refuse",
      retryAfterMs: pair.baseMs - SECOND,
    });
  });

  it("refuses longer after each further failure of the same pair", () => {
    const refusals = [0, 1, 2, 3].map((extra) => {
      const decision = decideSignIn(history({ pair: { count: pair.free + extra, lastAt: now } }), now);
      return decision.kind === "refuse" ? decision.retryAfterMs : 0;
    });
    expect(refusals).toEqual([pair.baseMs, pair.baseMs * 2, pair.baseMs * 4, pair.baseMs * 8]);
  });

  it("refuses an address that has failed at many phones, however the pair stands", () => {
    const decision = decideSignIn(history({ address: { count: address.free + 2, lastAt: now } }), now);
    expect(decision).toEqual({ kind: "refuse", retryAfterMs: address.baseMs * 4 });
  });

  it("refuses an address its owner never used while many addresses fail at the phone", () => {
    const decision = decideSignIn(history({ phone: { count: phone.free + 1, lastAt: now } }), now);
    expect(decision).toEqual({ kind: "refuse", retryAfterMs: phone.baseMs * 2 });
  });

  it("only slows an address its owner has signed in from, by a few seconds at most", () => {
    const attacked = { phone: { count: phone.free + 5, lastAt: now }, addressKnown: true };
    expect(decideSignIn(history(attacked), now)).toEqual({
      kind: "delay",
      delayMs: KNOWN_ADDRESS_MAX_DELAY_MS,
    });
    const almostOver = { phone: { count: phone.free, lastAt: ago(phone.baseMs - 500) }, addressKnown: true };
    expect(decideSignIn(history(almostOver), now)).toEqual({ kind: "delay", delayMs: 500 });
  });

  it("still refuses a known address that is itself guessing", () => {
    const decision = decideSignIn(
      history({
        pair: { count: pair.free, lastAt: now },
        phone: { count: 50, lastAt: now },
        addressKnown: true,
      }),
      now,
    );
    expect(decision).toEqual({ kind: "refuse", retryAfterMs: pair.baseMs });
  });

  it("refuses for the longest of the address's own lockouts", () => {
    const decision = decideSignIn(
      history({ pair: { count: pair.free, lastAt: now }, address: { count: address.free + 3, lastAt: now } }),
      now,
    );
    expect(decision).toEqual({ kind: "refuse", retryAfterMs: address.baseMs * 8 });
  });

  it("allows again once every lockout has passed", () => {
    const longAgo = ago(2 * 60 * MINUTE);
    const decision = decideSignIn(
      history({
        pair: { count: 100, lastAt: longAgo },
        address: { count: 100, lastAt: longAgo },
        phone: { count: 100, lastAt: longAgo },
      }),
      now,
    );
    expect(decision).toEqual({ kind: "allow" });
  });
});

describe("wrongCodeLockMs", () => {
  it("lets a guesser who never waits longer than told check at most 10 codes in any hour", () => {
    const guesses: number[] = [];
    let failures = { count: 0, lastAt: null as Date | null };
    for (let at = now.getTime(); at < now.getTime() + 3 * 24 * 60 * MINUTE; ) {
      const wait = wrongCodeLockMs(failures, new Date(at));
      if (wait > 0) {
        at += wait;
        continue;
      }
      guesses.push(at);
      failures = { count: countingWrongCodes(failures, new Date(at)).count + 1, lastAt: new Date(at) };
    }
    const mostInAnHour = Math.max(
      ...guesses.map((from) => guesses.filter((at) => at >= from && at < from + 60 * MINUTE).length),
    );
    expect(mostInAnHour).toBe(10);
    // Past the cap, one an hour.
    const [before = 0, last = 0] = guesses.slice(-2);
    expect(last - before).toBe(60 * MINUTE);
  });

  it("forgets the wrong codes after a day without one", () => {
    const locked = { count: 12, lastAt: ago(23 * 60 * MINUTE) };
    expect(wrongCodeLockMs(locked, now)).toBe(0);
    expect(countingWrongCodes(locked, now)).toEqual(locked);
    const forgotten = { count: 12, lastAt: ago(24 * 60 * MINUTE) };
    expect(countingWrongCodes(forgotten, now)).toEqual({ count: 0, lastAt: null });
    expect(wrongCodeLockMs({ count: 5, lastAt: ago(30 * SECOND) }, now)).toBe(30 * SECOND);
  });
});
