import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LeaseRenewer } from "../../src/loops/lease-renewer.js";
import { WorkerLoop } from "../../src/loops/worker-loop.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renewer(log = { error: vi.fn() }) {
  const renewed: number[][] = [];
  const leases = new LeaseRenewer<number>({
    name: "test",
    everyMs: 100,
    renew: async (items) => {
      renewed.push([...items].sort());
    },
    log,
  });
  return { leases, renewed, log };
}

describe("LeaseRenewer", () => {
  it("renews only items held for a whole interval, until they are released", async () => {
    const { leases, renewed } = renewer();
    leases.start();
    leases.hold(1);
    await vi.advanceTimersByTimeAsync(50);
    leases.hold(2);
    leases.hold(3);
    await vi.advanceTimersByTimeAsync(50);
    // Tick at 100 ms: nothing was held at the previous tick yet.
    expect(renewed).toEqual([]);
    leases.release(3);
    await vi.advanceTimersByTimeAsync(100);
    expect(renewed).toEqual([[1, 2]]);
    leases.release(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(renewed).toEqual([[1, 2], [2]]);
    leases.release(2);
    await vi.advanceTimersByTimeAsync(300);
    expect(renewed).toEqual([[1, 2], [2]]);
  });

  it("logs a failed renewal and tries again at the next tick", async () => {
    const log = { error: vi.fn() };
    let failures = 1;
    const renewed: number[][] = [];
    const leases = new LeaseRenewer<number>({
      name: "test",
      everyMs: 100,
      renew: async (items) => {
        if (failures-- > 0) throw new Error("database away");
        renewed.push(items);
      },
      log,
    });
    leases.start();
    leases.hold(7);
    await vi.advanceTimersByTimeAsync(200);
    expect(log.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(renewed).toEqual([[7]]);
    leases.stop();
  });

  it("keeps the items a WorkerLoop handles, and stops with it", async () => {
    const { leases, renewed } = renewer();
    let finish = () => {};
    const loop = new WorkerLoop<number>({
      name: "test",
      concurrency: 4,
      pollIntervalMs: 1000,
      log: { error: () => {} },
      leases,
      claim: async () => [],
      handle: (item) =>
        item === 1
          ? new Promise<void>((resolve) => {
              finish = resolve;
            })
          : Promise.resolve(),
    });
    loop.start();
    const slow = loop.offer([1]);
    await loop.offer([2]);
    // Ticks at 100, 200 and 300 ms: item 1, held since 0, is renewed at the second and third.
    await vi.advanceTimersByTimeAsync(350);
    expect(renewed).toEqual([[1], [1]]);
    finish();
    await slow;
    const stopping = loop.stop();
    await vi.advanceTimersByTimeAsync(1000);
    await stopping;
    expect(renewed).toEqual([[1], [1]]);
  });
});
