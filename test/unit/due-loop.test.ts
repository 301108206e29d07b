import { afterEach, describe, expect, it } from "vitest";
import { DueLoop, type DueRound } from "../../src/loops/due-loop.js";

const clock = { now: () => new Date() };
const quiet = { error() {} };
let loop: DueLoop | null = null;
afterEach(async () => {
  await loop?.stop();
  loop = null;
});

/** A loop whose rounds are recorded with their start time; `next` decides each round's answer. */
function startLoop(next: (round: number) => DueRound, pollIntervalMs = 5000) {
  const rounds: number[] = [];
  loop = new DueLoop({
    name: "test",
    clock,
    log: quiet,
    pollIntervalMs,
    round: async () => {
      rounds.push(Date.now());
      return next(rounds.length);
    },
  });
  loop.start();
  return rounds;
}

const waitFor = async (check: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("DueLoop", () => {
  it("sleeps until the next due time, not the poll interval", async () => {
    const started = Date.now();
    const rounds = startLoop((round) => ({
      more: false,
      nextDueAt: round === 1 ? new Date(started + 300) : null,
    }));
    await waitFor(() => rounds.length >= 2);
    const second = (rounds[1] ?? 0) - started;
    expect(second).toBeGreaterThanOrEqual(295);
    expect(second).toBeLessThan(450);
  });

  it("runs again at once while a round says more work is due", async () => {
    const rounds = startLoop((round) => ({ more: round < 5, nextDueAt: null }));
    await waitFor(() => rounds.length >= 5);
    expect((rounds[4] ?? 0) - (rounds[0] ?? 0)).toBeLessThan(100);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rounds).toHaveLength(5);
  });

  it("wakes at once when told, and polls when nothing is known", async () => {
    const rounds = startLoop(() => ({ more: false, nextDueAt: null }), 200);
    await waitFor(() => rounds.length >= 1);
    const woken = Date.now();
    loop?.wake();
    await waitFor(() => rounds.length >= 2);
    expect((rounds[1] ?? 0) - woken).toBeLessThan(50);
    await waitFor(() => rounds.length >= 3);
    expect((rounds[2] ?? 0) - (rounds[1] ?? 0)).toBeGreaterThanOrEqual(190);
  });

  it("keeps going after a round throws", async () => {
    const rounds = startLoop((round) => {
      if (round === 1) throw new Error("database away");
      return { more: false, nextDueAt: null };
    }, 50);
    await waitFor(() => rounds.length >= 3);
    expect(rounds.length).toBeGreaterThanOrEqual(3);
  });

  it("never spins on work that is due but held elsewhere", async () => {
    const rounds = startLoop(() => ({ more: false, nextDueAt: new Date(Date.now() - 1000) }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rounds.length).toBeLessThanOrEqual(10);
  });
});
