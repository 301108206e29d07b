import { Agent, get } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { migratedDataDir } from "../helpers/database-snapshots.js";
import { type SpawnedServer, spawnServer } from "../helpers/spawn-server.js";
import { testDatabaseKind } from "../helpers/test-database.js";

const running: SpawnedServer[] = [];
afterAll(() => {
  for (const server of running) server.child.kill("SIGKILL");
});

/** Requests through a keep-alive agent, which keeps each connection open once its answer is read. */
async function openIdleConnections(url: string, count: number): Promise<Socket[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: count });
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          get(`${url}/api/health`, { agent }, (response) => {
            response.resume();
            response.on("end", () => resolve());
          }).on("error", reject);
        }),
    ),
  );
  // The agent hands its sockets back to the pool just after each answer ends.
  await new Promise((resolve) => setImmediate(resolve));
  return Object.values(agent.freeSockets).flatMap((sockets) => sockets ?? []);
}

/** A connection that sent half a request's headers: Node waits up to a minute (headersTimeout) for the rest. */
async function stalledRequest(url: string): Promise<Socket> {
  const socket = connect(Number(new URL(url).port), "127.0.0.1");
  socket.on("error", () => {});
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.write("POST /api/webhooks/twilio/sms HTTP/1.1\r\nHost: localhost\r\nContent-Length: 40\r\n");
  return socket;
}

/** When each socket was closed, in ms after `since`. */
function closedAt(sockets: Socket[], since: () => number): Promise<number[]> {
  return Promise.all(
    sockets.map((socket) => new Promise<number>((resolve) => socket.once("close", () => resolve(since())))),
  );
}

async function readiness(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}/api/health/ready`);
  return { status: response.status, body: await response.json() };
}

describe.runIf(testDatabaseKind() === "pglite")("shutdown on SIGTERM", () => {
  it("answers not ready first, then closes idle keep-alive connections at once, cuts off a stalled request, and closes the database", async () => {
    const server = await spawnServer(
      { DATA_DIR: migratedDataDir("textpal-shutdown-"), LOG_LEVEL: "info", SHUTDOWN_READY_DELAY_MS: "1500" },
      60_000,
    );
    running.push(server);
    const idle = await openIdleConnections(server.url, 16);
    expect(idle).toHaveLength(16);
    const stalled = await stalledRequest(server.url);

    let signalled = 0;
    const since = () => Date.now() - signalled;
    const idleClosed = closedAt(idle, since);
    const stalledClosed = closedAt([stalled], since);
    signalled = Date.now();
    expect(await readiness(server.url)).toEqual({ status: 200, body: { status: "ready" } });
    server.child.kill("SIGTERM");
    // Readiness turns 503 while requests are still taken (SHUTDOWN_READY_DELAY_MS), and live stays 200.
    await expect
      .poll(() => readiness(server.url), { interval: 25, timeout: 1_400 })
      .toEqual({ status: 503, body: { status: "not ready", reason: "The process is shutting down." } });
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    const code = await server.exited;

    expect(code).toBe(0);
    expect(server.output()).toMatch(/requests still running at the limit were cut off/);
    expect(server.output()).toMatch(/stopped cleanly/);
    expect(server.output()).not.toMatch(/took too long/);
    // Idle connections go first; the stalled one waits out the drain limit, not Node's minute.
    const [idleTimes, [stalledTime]] = await Promise.all([idleClosed, stalledClosed]);
    expect(Math.max(...idleTimes)).toBeLessThan(stalledTime ?? 0);
  }, 120_000);
});
