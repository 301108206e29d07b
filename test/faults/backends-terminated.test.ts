import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HealthStatus } from "../../src/shared/health.js";
import { eventually } from "../helpers/twilio-webhook.js";
import { FaultRig, type SentText, senders } from "./fault-harness.js";

/**
 * A managed PostgreSQL ends every connection at a failover or a minor upgrade. Here it happens
 * every second for a minute while texts flood in. A connection ended during a transaction's
 * `begin` used to stay checked out forever (drizzle runs `begin` outside its try/finally), until
 * the pool was used up and the process wedged while PostgreSQL was fine: the process must stay
 * up, keep acking webhooks quickly, give every connection back, and store and answer every text
 * acked 200 once.
 */
const RATE_PER_SECOND = 50;
const SECONDS = 60;
/** The server's pool (DATABASE_POOL_SIZE's default): every connection idle again afterwards. */
const POOL_SIZE = 10;
const rig = new FaultRig();

beforeAll(async () => {
  await rig.setUp();
  await rig.start();
});
afterAll(() => rig.tearDown());

const health = async () => (await (await fetch(`${rig.baseUrl}/api/health`)).json()) as HealthStatus;

/** Ack p99 is held "throughout": each 10 s of the flood is judged on its own. */
const WINDOW_MS = 10_000;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** The p99 of each window's answer times, in the order the windows came. */
function windowedP99(results: SentText[]): number[] {
  const first = Math.min(...results.map((result) => result.sentAt));
  const windows: number[][] = [];
  for (const result of results) {
    const index = Math.floor((result.sentAt - first) / WINDOW_MS);
    windows[index] = [...(windows[index] ?? []), result.ms];
  }
  return windows.filter(Boolean).map((times) => percentile(times, 0.99));
}

describe("backends terminated every second for a minute during a flood of texts", () => {
  it("stays up and quick, gives every connection back, loses and duplicates nothing", async () => {
    const people = senders(50);
    const flood = rig.flood(people, RATE_PER_SECOND);
    let terminated = 0;
    const started = Date.now();
    for (let second = 0; second < SECONDS; second++) {
      await flood.for(1000);
      terminated += await rig.terminateBackends();
    }
    const results = await flood.results();
    const acked = results.filter((result) => result.status === 200);
    const ackP99s = windowedP99(results);
    const ackP99 = Math.max(...ackP99s);
    const stored = await eventually(
      () => rig.storedByToken(),
      (counts) => counts.size >= acked.length,
      30_000,
    );
    const replies = await eventually(
      () => rig.repliesByToken(),
      (counts) => counts.size >= acked.length,
      90_000,
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const settled = await eventually(
      health,
      (status) => status.pool?.in_use === 0 && status.pool.waiting === 0,
      15_000,
    ).catch(() => undefined);
    const duplicatedTexts = [...stored.values()].filter((count) => count > 1).length;
    const duplicatedReplies = [...replies.values()].filter((count) => count > 1).length;
    const lost = acked.filter((result) => !replies.has(result.token)).length;
    console.log(
      `[faults] terminated ${terminated} backends over ${SECONDS} s at ${RATE_PER_SECOND} texts/s: ` +
        `${acked.length}/${results.length} acked 200, ack p99 per 10 s ${ackP99s.join("/")} ms, ${stored.size} stored, ` +
        `${replies.size} answered, ${lost} lost, ${duplicatedTexts} texts and ${duplicatedReplies} replies ` +
        `duplicated, all answered after ${seconds} s; pool afterwards ${JSON.stringify(settled?.pool)}, ` +
        `${settled?.pool?.recycled ?? "?"} connections recycled by the guard`,
    );
    expect(rig.server?.child.exitCode, rig.server?.output().slice(-3000)).toBeNull();
    expect(terminated).toBeGreaterThan(SECONDS);
    expect(acked.length).toBe(results.length);
    expect(ackP99).toBeLessThanOrEqual(2000);
    expect(lost).toBe(0);
    expect(duplicatedTexts).toBe(0);
    expect(duplicatedReplies).toBe(0);
    expect(settled?.status).toBe("ok");
    expect(settled?.pool).toMatchObject({ size: POOL_SIZE, in_use: 0, waiting: 0 });
  }, 240_000);
});
