import { describe, expect, it } from "vitest";
import { type LockHolder, lockHolderIsLive } from "../../src/db/lock-holder.js";

const holder = (over: Partial<LockHolder> = {}): LockHolder => ({
  pid: 1,
  startedAt: "500",
  bootId: "boot-a",
  ...over,
});
const seen = { ownPid: 1, bootId: "boot-a", holderAlive: true, holderStartedAt: "500" };

describe("whether a lock's holder still runs", () => {
  it("is live when the pid runs and started when the holder did, on this boot", () => {
    expect(lockHolderIsLive(holder({ pid: 42 }), { ...seen, ownPid: 7 })).toBe(true);
  });

  it("is stale when no process has the pid", () => {
    expect(lockHolderIsLive(holder(), { ...seen, holderAlive: false })).toBe(false);
  });

  it("is stale when the pid is pid 1 of a later run (a restarted container)", () => {
    expect(lockHolderIsLive(holder(), { ...seen, holderStartedAt: "9000" })).toBe(false);
  });

  it("is stale after a reboot, whatever the pid and start time", () => {
    expect(lockHolderIsLive(holder({ pid: 42 }), { ...seen, ownPid: 7, bootId: "boot-b" })).toBe(false);
  });

  it("falls back to the pid without start times, never taking its own pid for another process", () => {
    const old = holder({ startedAt: null, bootId: null });
    expect(lockHolderIsLive(old, { ...seen, ownPid: 1 })).toBe(false);
    expect(lockHolderIsLive(old, { ...seen, ownPid: 2 })).toBe(true);
    expect(lockHolderIsLive(holder({ pid: 5 }), { ...seen, ownPid: 2, holderStartedAt: null })).toBe(true);
  });
});
