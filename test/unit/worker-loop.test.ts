import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WakeSignal } from "../../src/loops/wake-signal.js";
import { WorkerLoop } from "../../src/loops/worker-loop.js";

const log = { error: () => {} };
// The loop's sleeps, claim spacing and the handlers' work run on fake timers: time passes when a test
// says so, so the spacing is exact and no test waits for real time (docs/TESTING.md).
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setImmediate", "clearImmediate", "performance", "Date"],
  });
});
afterEach(() => {
  vi.useRealTimers();
});
/** The test lets `ms` of fake time pass. */
const pause = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};
/** A handler's work that takes `ms`, on the fake clock. */
const work = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("WakeSignal", () => {
  it("cuts a sleep short, and remembers a wake-up that came while awake", async () => {
    const signal = new WakeSignal();
    const started = Date.now();
    const sleeping = signal.sleep(5000);
    signal.wake();
    await sleeping;
    expect(Date.now() - started).toBe(0);
    await signal.sleep(5000);
    signal.clear();
    const cleared = signal.sleep(30);
    await pause(30);
    await cleared;
  });
});

describe("WorkerLoop", () => {
  it("handles claimed work up to its concurrency and finishes it on stop", async () => {
    const queue = [1, 2, 3, 4, 5];
    const handled: number[] = [];
    let active = 0;
    let maxActive = 0;
    const loop = new WorkerLoop<number>({
      name: "test",
      concurrency: 2,
      pollIntervalMs: 20,
      log,
      claim: async (limit) => queue.splice(0, limit),
      handle: async (item) => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        await work(10);
        handled.push(item);
        active -= 1;
      },
    });
    loop.start();
    await pause(200);
    await loop.stop();
    expect(handled.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(maxActive).toBe(2);
  });

  it("handles offered items without claiming them, and stop() waits for them", async () => {
    let claims = 0;
    const handled: number[] = [];
    const loop = new WorkerLoop<number>({
      name: "test",
      concurrency: 4,
      pollIntervalMs: 10_000,
      log,
      claim: async () => {
        claims += 1;
        return [];
      },
      handle: async (item) => {
        await work(30);
        handled.push(item);
      },
    });
    loop.start();
    await pause(20);
    const claimsBefore = claims;
    const offered = loop.offer([7, 8]);
    await pause(30);
    await offered;
    expect(handled.sort()).toEqual([7, 8]);
    await pause(20);
    // Finishing offered work did not send the loop looking for more.
    expect(claims).toBe(claimsBefore);
    const late = loop.offer([9]);
    const stopping = loop.stop();
    await pause(30);
    await stopping;
    expect(handled).toContain(9);
    await late;
  });

  it("does not spin when woken at full capacity", async () => {
    let claims = 0;
    let release: () => void = () => {};
    const loop = new WorkerLoop<number>({
      name: "test",
      concurrency: 1,
      pollIntervalMs: 1000,
      log,
      claim: async () => {
        claims += 1;
        return claims === 1 ? [1] : [];
      },
      handle: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    });
    loop.start();
    for (let index = 0; index < 50; index++) {
      loop.wake();
      await pause(2);
    }
    expect(claims).toBe(1);
    release();
    await pause(20);
    expect(claims).toBe(2);
    await loop.stop();
  });

  it("while work is in flight, claims only once minClaim slots are free", async () => {
    const limits: number[] = [];
    const releases: Array<() => void> = [];
    let next = 0;
    const loop = new WorkerLoop<number>({
      name: "test",
      concurrency: 4,
      minClaim: 2,
      pollIntervalMs: 1000,
      log,
      claim: async (limit) => {
        limits.push(limit);
        return Array.from({ length: limit }, () => ++next);
      },
      handle: () => new Promise<void>((resolve) => releases.push(resolve)),
    });
    loop.start();
    await pause(10);
    expect(limits).toEqual([4]);
    releases[0]?.();
    await pause(10);
    expect(limits).toEqual([4]);
    releases[1]?.();
    await pause(10);
    expect(limits).toEqual([4, 2]);
    for (const release of releases) release();
    await loop.stop();
  });

  it("spaces claims while work is in flight, so texts arriving one by one are claimed together", async () => {
    const claimedAt: number[] = [];
    const waiting: number[] = [];
    const loop = new WorkerLoop<number>({
      name: "test",
      concurrency: 100,
      claimIntervalMs: 40,
      pollIntervalMs: 1000,
      log,
      claim: async (limit) => {
        claimedAt.push(performance.now());
        return waiting.splice(0, limit);
      },
      handle: async () => {
        await work(500);
      },
    });
    loop.start();
    await pause(5);
    for (let index = 0; index < 10; index++) {
      waiting.push(index);
      loop.wake();
      await pause(5);
    }
    await pause(60);
    const gaps = claimedAt.slice(2).map((at, index) => at - (claimedAt[index + 1] ?? 0));
    expect(gaps.every((gap) => gap >= 35)).toBe(true);
    expect(claimedAt.length).toBeLessThanOrEqual(4);
    expect(waiting).toEqual([]);
    const stopping = loop.stop();
    await pause(500);
    await stopping;
  });

  it("while yielding, claims at most its limit and spaces claims even with nothing in flight", async () => {
    const waiting = Array.from({ length: 20 }, (_, index) => index);
    const claims: Array<{ limit: number; at: number }> = [];
    let yielding = true;
    const loop = new WorkerLoop<number>({
      name: "test",
      concurrency: 100,
      pollIntervalMs: 10_000,
      log,
      yieldTo: { active: () => yielding, limit: 2, intervalMs: 60 },
      claim: async (limit) => {
        claims.push({ limit, at: performance.now() });
        return waiting.splice(0, limit);
      },
      handle: async () => {},
    });
    loop.start();
    await pause(250);
    expect(claims.length).toBeGreaterThanOrEqual(2);
    expect(claims.every((claim) => claim.limit === 2)).toBe(true);
    for (const [index, claim] of claims.entries()) {
      const previous = claims[index - 1];
      if (previous) expect(claim.at - previous.at).toBeGreaterThanOrEqual(55);
    }
    expect(waiting.length).toBeGreaterThan(0);

    yielding = false;
    loop.wake();
    await pause(150);
    expect(waiting).toEqual([]);
    expect(claims.at(-1)?.limit).toBe(100);
    await loop.stop();
  });
});
