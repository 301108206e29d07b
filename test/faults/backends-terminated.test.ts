import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../helpers/twilio-webhook.js";
import { FaultRig, senders } from "./fault-harness.js";

/**
 * A managed PostgreSQL ends every connection at a failover or a minor upgrade. Here it happens
 * every second while texts flood in: the process must stay up, and every text acked 200 must be
 * stored once and answered once.
 */
const RATE_PER_SECOND = 100;
const SECONDS = 10;
const rig = new FaultRig();

beforeAll(async () => {
  await rig.setUp();
  await rig.start();
});
afterAll(() => rig.tearDown());

describe("backends terminated every second during a flood of texts", () => {
  it("stays up, loses nothing and duplicates nothing", async () => {
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
    const duplicatedTexts = [...stored.values()].filter((count) => count > 1).length;
    const duplicatedReplies = [...replies.values()].filter((count) => count > 1).length;
    const lost = acked.filter((result) => !replies.has(result.token)).length;
    console.log(
      `[faults] terminated ${terminated} backends over ${SECONDS} s: ${acked.length}/${results.length} acked 200, ` +
        `${stored.size} stored, ${replies.size} answered, ${lost} lost, ${duplicatedTexts} texts and ` +
        `${duplicatedReplies} replies duplicated, all answered after ${seconds} s`,
    );
    expect(rig.server?.child.exitCode, rig.server?.output().slice(-3000)).toBeNull();
    expect(terminated).toBeGreaterThan(SECONDS);
    expect(acked.length).toBe(results.length);
    expect(lost).toBe(0);
    expect(duplicatedTexts).toBe(0);
    expect(duplicatedReplies).toBe(0);
  }, 180_000);
});
