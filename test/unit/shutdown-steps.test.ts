import { describe, expect, it, onTestFinished, vi } from "vitest";
import {
  METRICS_SHUTDOWN_MS,
  runShutdownSteps,
  SHUTDOWN_GRACE_MS,
  SHUTDOWN_LIMITS_MS,
  type ShutdownStep,
} from "../../src/shutdown.js";

function recorder() {
  const lines: Array<{ level: string; object: object; message: string }> = [];
  return {
    lines,
    log: {
      warn: (object: object, message: string) => void lines.push({ level: "warn", object, message }),
      error: (object: object, message: string) => void lines.push({ level: "error", object, message }),
    },
  };
}

describe("runShutdownSteps", () => {
  it("runs every step in order and reports a clean stop", async () => {
    const ran: string[] = [];
    const step = (name: string): ShutdownStep => ({
      name,
      limitMs: 100,
      run: async () => void ran.push(name),
    });
    const { log, lines } = recorder();
    expect(await runShutdownSteps([step("requests"), step("loops"), step("database")], log)).toBe(true);
    expect(ran).toEqual(["requests", "loops", "database"]);
    expect(lines).toEqual([]);
  });

  it("closes the database even when a step before it hangs or fails", async () => {
    const ran: string[] = [];
    const { log, lines } = recorder();
    // The step limits run on the fake clock: the hanging step is given up at exactly its 50 ms.
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const stopping = runShutdownSteps(
      [
        { name: "messaging", limitMs: 50, run: () => new Promise(() => {}) },
        {
          name: "scheduler",
          limitMs: 50,
          run: () => {
            throw new Error("stop failed");
          },
        },
        { name: "database", limitMs: 50, run: async () => void ran.push("database") },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(50);
    const clean = await stopping;
    expect(clean).toBe(false);
    expect(ran).toEqual(["database"]);
    expect(lines.map((line) => [line.level, (line.object as { step: string }).step])).toEqual([
      ["warn", "messaging"],
      ["error", "scheduler"],
    ]);
  });

  it("keeps the steps' limits together inside the grace period", () => {
    const total = Object.values(SHUTDOWN_LIMITS_MS).reduce((sum, limit) => sum + limit, METRICS_SHUTDOWN_MS);
    expect(total).toBeLessThan(SHUTDOWN_GRACE_MS);
  });
});
