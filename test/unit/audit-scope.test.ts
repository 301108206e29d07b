import { executionAsyncId } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { type AuditScope, currentAuditScope, runInAuditScope } from "../../src/domain/audit/audit-scope.js";

const scopeOf = (id: number): AuditScope => ({
  client: { ip: null, userAgent: null },
  actor: { id, phone: `+1500555000${id}` },
  tx: null,
  notes: [],
  afterCommit: [],
});

/** Inside a promise reaction, 0 only while no async hook is on in the process. */
const promiseHooksOn = async () => (await Promise.resolve().then(() => executionAsyncId())) !== 0;
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("the audit scope", () => {
  it("follows each call through its awaits, overlapping calls apart, and leaves no async hook on after", async () => {
    const seen: Array<number | undefined> = [];
    const call = (id: number, steps: number) =>
      runInAuditScope(scopeOf(id), async () => {
        for (let step = 0; step < steps; step++) {
          await tick();
          seen.push(currentAuditScope()?.actor?.id);
        }
        return id;
      });
    const first = call(1, 3);
    const second = call(2, 6);
    expect(await first).toBe(1);
    // The first call has ended, the second runs on: its scope is still its own.
    expect(await promiseHooksOn()).toBe(true);
    expect(await second).toBe(2);
    expect(seen.filter((id) => id === 1)).toHaveLength(3);
    expect(seen.filter((id) => id === 2)).toHaveLength(6);
    expect(currentAuditScope()).toBeUndefined();
    expect(await promiseHooksOn()).toBe(false);
  });

  it("turns the storage off after a call that fails too, and on again for the next", async () => {
    await expect(runInAuditScope(scopeOf(3), () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(await promiseHooksOn()).toBe(false);
    expect(await runInAuditScope(scopeOf(4), async () => currentAuditScope()?.actor?.id)).toBe(4);
    expect(await promiseHooksOn()).toBe(false);
  });
});
