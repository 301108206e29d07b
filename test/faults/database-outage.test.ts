import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HealthStatus } from "../../src/shared/health.js";
import { eventually } from "../helpers/twilio-webhook.js";
import { FaultRig, senders } from "./fault-harness.js";

/**
 * The database goes away for 20 s (closed to connections, its sessions ended) while texts keep
 * arriving. Twilio does not retry an SMS webhook, so each must still be acked 200 (kept in the
 * spool) and answered once when the database is back.
 */
const OUTAGE_MS = 20_000;
const RATE_PER_SECOND = 20;
const rig = new FaultRig();

beforeAll(async () => {
  await rig.setUp();
  await rig.start();
});
afterAll(() => rig.tearDown());

const health = async () => (await (await fetch(`${rig.baseUrl}/api/health`)).json()) as HealthStatus;

describe("a 20 s database outage while texts keep arriving", () => {
  it("acks every text, then stores and answers each once after recovery", async () => {
    const people = senders(40);
    const flood = rig.flood(people, RATE_PER_SECOND);
    const send = (ms: number) => flood.for(ms);
    await send(2000);
    const early = await eventually(
      () => rig.twilio.sent[0],
      (sent) => sent !== undefined,
      10_000,
    );
    await rig.onServer(`alter database ${rig.databaseName} allow_connections false`);
    await rig.terminateBackends();
    const outageStarted = Date.now();
    await send(OUTAGE_MS / 2);
    const reportStatus = await rig.deliveryReport(early?.sid ?? "", "delivered");
    await send(OUTAGE_MS / 2);
    const duringOutage = await health();
    await rig.onServer(`alter database ${rig.databaseName} allow_connections true`);
    const outageMs = Date.now() - outageStarted;
    await send(2000);

    const results = await flood.results();
    const acked = results.filter((result) => result.status === 200);
    const drained = await eventually(health, (status) => status.spool_depth === 0, 60_000);
    const replies = await eventually(
      () => rig.repliesByToken(),
      (counts) => counts.size >= results.length,
      90_000,
    );
    const stored = await rig.storedByToken();
    const [reported] = await rig.query<{ delivery_status: string }>(
      `select delivery_status from messages where provider_message_id = '${early?.sid}'`,
    );
    const byStatus = new Map<number, number>();
    for (const { status } of results) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const statuses = [...byStatus].map(([status, count]) => `${count} × ${status}`).join(", ");
    const lost = results.filter((result) => !replies.has(result.token)).length;
    const duplicated = [...replies.values()].filter((count) => count > 1).length;
    console.log(
      `[faults] outage of ${(outageMs / 1000).toFixed(1)} s: ${acked.length}/${results.length} acked 200 (${statuses}), ` +
        `${duringOutage.spool_depth} spooled at its end (health "${duringOutage.status}"), ${stored.size} stored, ` +
        `${replies.size} answered, ${lost} lost, ${duplicated} replies duplicated`,
    );
    expect(rig.server?.child.exitCode, rig.server?.output().slice(-3000)).toBeNull();
    expect(acked.length).toBe(results.length);
    expect(reportStatus).toBe(204);
    expect(reported?.delivery_status).toBe("delivered");
    expect(duringOutage).toMatchObject({ status: "degraded" });
    expect(duringOutage.spool_depth).toBeGreaterThan(OUTAGE_MS / 1000);
    expect(drained.spool_depth).toBe(0);
    expect([...stored.values()].every((count) => count === 1)).toBe(true);
    expect(stored.size).toBe(results.length);
    expect(lost).toBe(0);
    expect(duplicated).toBe(0);
  }, 180_000);
});
